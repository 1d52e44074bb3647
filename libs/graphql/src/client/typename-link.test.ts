import { ApolloLink } from '@apollo/client';
import { SaveMenuDocument } from '../generated/operations';
import { createTypenameLink } from './typename-link';
import { recordingLink, runOperation } from './testing/recording-link';

describe('createTypenameLink', () => {
  it('removes __typename from nested variables and keeps everything else', async () => {
    const { link, calls } = recordingLink([{ result: { data: { save_menu: [] } } }]);
    await runOperation(ApolloLink.from([createTypenameLink(), link]), SaveMenuDocument, {
      project_id: '7',
      menu: [
        { __typename: 'MenuElement', key: 'faq', is_visible: true },
        { __typename: 'MenuElement', key: 'blog', is_visible: false },
      ],
    });
    expect(calls[0].variables).toEqual({
      project_id: '7',
      menu: [
        { key: 'faq', is_visible: true },
        { key: 'blog', is_visible: false },
      ],
    });
  });
});
