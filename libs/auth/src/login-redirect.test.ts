import { MODAL_IDS, QUERY_KEYS, isModalId, loginModalPath, safeRedirectPath } from './login-redirect';

describe('loginModalPath', () => {
  it('opens the login modal on the locale home with the encoded original path, query and hash', () => {
    expect(loginModalPath('en', '/en/client/projects?tab=2&x=a b#top')).toBe(
      '/en/?modal=modal-auth-login&redirect_to=%2Fen%2Fclient%2Fprojects%3Ftab%3D2%26x%3Da%20b%23top',
    );
  });

  it('round-trips through URLSearchParams', () => {
    const original = '/ka/client/profile?project=salon#password';
    const url = new URL(loginModalPath('ka', original), 'http://localhost:3001');
    expect(url.pathname).toBe('/ka/');
    expect(url.searchParams.get('modal')).toBe('modal-auth-login');
    expect(url.searchParams.get('redirect_to')).toBe(original);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/client'],
    ['protocol-relative', '//evil.example/client'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a bare path', 'client/projects'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a scheme in the path', '/https://evil.example'],
  ])('omits redirect_to when it is %s', (_, redirectTo) => {
    expect(loginModalPath('ru', redirectTo)).toBe('/ru/?modal=modal-auth-login');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths, including URLs inside the query', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/ru/client?next=https://x.example')).toBe('/ru/client?next=https://x.example');
  });
});

describe('MODAL_IDS and QUERY_KEYS', () => {
  it('lists the seven modals of spec §2', () => {
    expect(Object.values(MODAL_IDS).sort()).toEqual([
      'modal-auth-login',
      'modal-chat',
      'modal-delete-warning',
      'modal-filters',
      'modal-project-create',
      'modal-sort',
      'modal-update-warning',
    ]);
    expect(isModalId('modal-chat')).toBe(true);
    expect(isModalId('modal-other')).toBe(false);
  });

  it('lists the query keys of spec §2', () => {
    expect(Object.values(QUERY_KEYS)).toEqual([
      'modal',
      'error_for_notification',
      'error_auth',
      'redirect_to',
      'project',
      'category',
    ]);
  });
});
