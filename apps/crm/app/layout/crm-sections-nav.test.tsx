import { screen } from '@testing-library/react';
import { renderInCrm } from '../testing/render-in-crm';
import { CrmSectionsNav } from './crm-sections-nav';

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('CrmSectionsNav', () => {
  it('lists the sections the project shows and marks the current page', () => {
    renderInCrm(<CrmSectionsNav sections={{ products: true, services: true }} />, {
      path: '/admin/settings',
    });
    expect(linkNames()).toEqual([
      'Overview',
      'Clients',
      'Services',
      'Applications',
      'Products and orders',
      'Orders',
      'Site',
      'Bot',
      'Project settings',
    ]);
    expect(screen.getByRole('link', { name: 'Project settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks Clients as the current section on a client’s card too', () => {
    renderInCrm(<CrmSectionsNav sections={{ products: true, services: true }} />, {
      path: '/admin/customers/:id',
      url: '/admin/customers/c1',
    });
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Clients']);
    expect(screen.getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/admin/customers');
  });

  it('marks Services as the current section on a service’s form', () => {
    renderInCrm(<CrmSectionsNav sections={{ products: true, services: true }} />, {
      path: '/admin/services/:id',
      url: '/admin/services/s1',
    });
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Services']);
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/admin/services');
  });

  it('counts the new applications beside Applications', () => {
    renderInCrm(
      <CrmSectionsNav sections={{ products: true, services: true }} counts={{ newApplications: 3 }} />,
    );
    expect(screen.getByRole('link', { name: 'Applications 3 new' }).getAttribute('href')).toBe(
      '/admin/applications',
    );
  });

  it('counts the new orders beside Orders', () => {
    renderInCrm(<CrmSectionsNav sections={{ products: true, services: true }} counts={{ newOrders: 2 }} />);
    expect(screen.getByRole('link', { name: 'Orders 2 new' }).getAttribute('href')).toBe('/admin/orders');
  });

  it('drops a section hidden in the settings', () => {
    renderInCrm(<CrmSectionsNav sections={{ products: true, services: false }} />);
    expect(linkNames()).toEqual([
      'Overview',
      'Clients',
      'Products and orders',
      'Orders',
      'Site',
      'Bot',
      'Project settings',
    ]);
    expect(screen.getByRole('link', { name: 'Products and orders' }).getAttribute('href')).toBe(
      '/admin/products',
    );
  });
});
