import {
  applicationListSearchParams,
  applicationQueryVariables,
  readApplicationListState,
} from './application-list-state';

describe('the inbox state in the address', () => {
  it('reads what it writes and drops what it cannot read', () => {
    const query = 'q=Nino&status=done&from=2026-11-01&to=2026-11-30&sort=oldest&page=2';
    expect(applicationListSearchParams(readApplicationListState(new URLSearchParams(query))).toString()).toBe(
      query,
    );
    expect(
      readApplicationListState(
        new URLSearchParams('status=lost&service=1;drop&from=yesterday&sort=x&page=-1'),
      ),
    ).toEqual({ search: '', status: null, serviceId: '', from: '', to: '', sort: 'newest', pages: 1 });
  });

  it('asks for the business’s days, the last one included', () => {
    const state = readApplicationListState(new URLSearchParams('from=2026-11-01&to=2026-11-30&status=new'));
    expect(applicationQueryVariables('42', state, 'Asia/Tbilisi').filter).toEqual({
      statuses: ['new'],
      created_from: '2026-10-31T20:00:00.000Z',
      created_to: '2026-11-30T20:00:00.000Z',
    });
  });
});
