import { createFakeWebApp } from './fake-web-app';
import { bindMainButton, brandMainButton, showMainButton } from './main-button';

describe('main button', () => {
  it('shows the action, calls the handler when pressed, and hides once unbound', () => {
    const { webApp, main, pressMain, mainHandlers } = createFakeWebApp();
    const onPress = jest.fn();
    const unbind = bindMainButton(webApp, onPress);
    showMainButton(webApp, { text: 'Оформить заказ', isEnabled: true, isProgress: false });
    expect(main).toMatchObject({ text: 'Оформить заказ', isVisible: true, isActive: true });

    pressMain();
    expect(onPress).toHaveBeenCalledTimes(1);

    unbind();
    expect(main.isVisible).toBe(false);
    expect(mainHandlers.size).toBe(0);
  });

  it('is inactive while disabled and while its action runs, with a spinner for the latter', () => {
    const { webApp, main, pressMain } = createFakeWebApp();
    const onPress = jest.fn();
    bindMainButton(webApp, onPress);
    showMainButton(webApp, { text: 'Send', isEnabled: false, isProgress: false });
    pressMain();
    showMainButton(webApp, { text: 'Send', isEnabled: true, isProgress: true });
    expect(main).toMatchObject({ isActive: false, isProgressVisible: true });
    pressMain();
    expect(onPress).not.toHaveBeenCalled();

    showMainButton(webApp, { text: 'Send', isEnabled: true, isProgress: false });
    expect(main).toMatchObject({ isActive: true, isProgressVisible: false });
  });

  it('wears the brand colour', () => {
    const { webApp, main } = createFakeWebApp();
    brandMainButton(webApp, '#2e7d32', '#ffffff');
    showMainButton(webApp, { text: 'Book', isEnabled: true, isProgress: false });
    expect(main).toMatchObject({ color: '#2e7d32', textColor: '#ffffff', text: 'Book' });
  });
});
