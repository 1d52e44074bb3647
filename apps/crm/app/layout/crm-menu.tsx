import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { tabbableElements } from '@donut/ui';
import './crm-menu.css';

/**
 * The CRM header's menu: the project's sections, the way to the main site, sign-out and the languages. A wide
 * screen shows them in the header's row; a phone has no room for them, so they fold behind a Menu button and open
 * below the header (a disclosure). Opening moves focus to the first item; Escape, a click outside or a followed
 * link closes it, Escape giving focus back to the button.
 */
export function CrmMenu({ children }: { children: ReactNode }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    if (panelRef.current) tabbableElements(panelRef.current)[0]?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    }
    function handlePointerDown(event: PointerEvent) {
      if (!menuRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen]);

  // A section's link may stay on the page (/admin#services): the menu closes on the click, not on a new address.
  function handlePanelClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) setIsOpen(false);
  }

  return (
    <div ref={menuRef} className="crm-menu">
      <button
        ref={buttonRef}
        type="button"
        className="crm-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span className="crm-menu__burger" aria-hidden="true" />
        <FormattedMessage id="crm.nav.menu" />
      </button>
      {/* Not a control: it only hears the clicks of the links inside (Enter on a link is a click too). */}
      <div
        ref={panelRef}
        id={panelId}
        className={isOpen ? 'crm-menu__panel crm-menu__panel--open' : 'crm-menu__panel'}
        onClick={handlePanelClick}
      >
        {children}
      </div>
    </div>
  );
}
