/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { uiCatalogs } from './messages';
import { Modal } from './modal';

describe('Modal on the server', () => {
  it('renders nothing, even when open, and touches no document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <IntlProvider locale="ru" messages={uiCatalogs.ru}>
        <Modal id="modal-auth-login" isOpen title="Вход" onClose={() => undefined}>
          <input name="email" />
        </Modal>
      </IntlProvider>,
    );
    expect(html).toBe('');
  });
});
