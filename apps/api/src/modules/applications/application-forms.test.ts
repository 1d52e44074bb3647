import { testEngines } from '../../testing/test-databases';
import { createProjectBotTestApp, type ProjectBotTestApp } from '../project-bot/project-bot-testing';
import type { Owner } from '../customers/customers-testing';
import { Q, serviceInput } from '../services/services-testing';
import { A, applicationHelpers, FULL_FORM } from './applications-testing';

interface Form {
  version: number;
  fields: Array<{ id: string; kind: string; label: string; options: string[]; option_labels: string[] }>;
}

describe.each(testEngines)('application forms and the public catalogue on %s', (engine) => {
  let t: ProjectBotTestApp;
  let a: ReturnType<typeof applicationHelpers>;
  let owner: Owner;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    a = applicationHelpers(t);
    owner = await t.ownerWithProject();
    await a.publish(owner, ['en', 'ka']);
  });
  afterAll(() => t.dispose());

  const update = (id: string, fields: Record<string, unknown>) =>
    a.ok<{ form: Form }>(owner, Q.update, { id, input: serviceInput({ name: 'Repair', ...fields }) });

  it('saves the form with the service and raises its version only when the fields change', async () => {
    const created = await a.serviceWithForm(owner, FULL_FORM);
    const saved = (await a.ok<{ form: Form }>(owner, Q.one, { id: created.id })).form;
    expect(saved.version).toBe(1);
    expect(saved.fields.map((field) => field.id)).toEqual(FULL_FORM.map((field) => field.id));
    expect(saved.fields.find((field) => field.id === 'email')).toMatchObject({ label: '', options: [] });
    // The same fields again, a price change, or no fields at all: the form stays as it is.
    expect((await update(created.id, { form_fields: FULL_FORM, price: '55' })).form.version).toBe(1);
    expect((await update(created.id, { price: '60' })).form.version).toBe(1);
    const changed = await update(created.id, { form_fields: FULL_FORM.slice(1) });
    expect(changed.form.version).toBe(2);
    expect(changed.form.fields).toHaveLength(FULL_FORM.length - 1);
    expect((await update(created.id, { form_fields: [] })).form.version).toBe(3);
  });

  it('refuses a form that breaks the rules, each error under its field', async () => {
    const result = await t.graphql(
      Q.create,
      {
        project_id: owner.projectId,
        input: serviceInput({
          form_fields: [
            { id: 'q_a', kind: 'text', required: true, label: '' },
            { id: 'q_b', kind: 'choice', required: false, label: 'Pick', options: ['One'] },
            { id: 'mail', kind: 'email', required: false },
          ],
        }),
      },
      'en',
      owner.token,
    );
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'form_fields[0].label': 'This field is required',
        'form_fields[1].options': 'Minimum 2 items',
      },
    });
    const twice = await t.graphql(
      Q.create,
      {
        project_id: owner.projectId,
        input: serviceInput({
          form_fields: [
            { id: 'email', kind: 'email', required: false },
            { id: 'email', kind: 'email', required: true },
          ],
        }),
      },
      'en',
      owner.token,
    );
    expect(Object.keys(twice.errors?.[0].extensions.fields)).toEqual(['form_fields']);
  });

  it("shows the published site's visible services in the reader's language, with forms where they are taken", async () => {
    const other = await t.ownerWithProject();
    await a.publish(other, ['en', 'ka']);
    const category = await a.ok<{ id: string }>(other, Q.createCategory, {
      input: { name: 'Plumbing', translations: [{ language: 'ka', name: 'სანტექნიკა' }] },
    });
    const hiddenCategory = await a.ok<{ id: string }>(other, Q.createCategory, {
      input: { name: 'Secret', is_visible: false },
    });
    const taking = await a.ok<{ id: string }>(other, Q.create, {
      input: serviceInput({
        name: 'Tap repair',
        category_id: category.id,
        translations: [{ language: 'ka', name: 'ონკანის შეკეთება' }],
        form_fields: FULL_FORM,
      }),
    });
    await a.ok(other, Q.create, { input: serviceInput({ name: 'Phone advice', takes_applications: false }) });
    await a.ok(other, Q.create, { input: serviceInput({ name: 'Hidden', is_visible: false }) });
    await a.ok(other, Q.create, {
      input: serviceInput({ name: 'In a hidden category', category_id: hiddenCategory.id }),
    });

    const ka = await a.graphqlAs(A.catalogue, { domain: other.domain, language: 'ka', limit: 100 });
    const catalogue = ka.data.public_service_catalogue;
    expect(catalogue.categories).toEqual([{ id: category.id, name: 'სანტექნიკა' }]);
    const names = catalogue.services.list.map((service: { name: string }) => service.name);
    expect(names).toContain('ონკანის შეკეთება');
    expect(names).toContain('Phone advice');
    expect(names).not.toContain('Hidden');
    expect(names).not.toContain('In a hidden category');
    const tap = catalogue.services.list.find((service: { id: string }) => service.id === taking.id);
    const size = tap.form.fields.find((field: { id: string }) => field.id === 'q_size');
    expect(size).toMatchObject({
      label: 'ზომა',
      options: ['Small', 'Large'],
      option_labels: ['პატარა', 'დიდი'],
    });
    const consultation = catalogue.services.list.find(
      (service: { name: string }) => service.name === 'Phone advice',
    );
    expect(consultation.form).toBeNull();

    const oneCategory = await a.graphqlAs(A.catalogue, { domain: other.domain, category_id: category.id });
    expect(oneCategory.data.public_service_catalogue.services.list.map((s: { id: string }) => s.id)).toEqual([
      taking.id,
    ]);
    const searched = await a.graphqlAs(A.catalogue, {
      domain: other.domain,
      language: 'ka',
      search: 'ონკან',
    });
    expect(searched.data.public_service_catalogue.services.meta.total).toBe(1);
    const tooLong = await a.graphqlAs(A.catalogue, { domain: other.domain, search: 'x'.repeat(101) });
    expect(tooLong.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const paged = await a.graphqlAs(A.catalogue, { domain: other.domain, limit: 1 });
    expect(paged.data.public_service_catalogue.services.meta).toMatchObject({
      count: 1,
      has_next_page: true,
    });

    const en = await a.graphqlAs(A.service, { domain: other.domain, language: 'en', id: taking.id });
    expect(en.data.public_service).toMatchObject({ name: 'Tap repair', form: { version: 1 } });
    // A language the site does not speak reads as its default.
    const ru = await a.graphqlAs(A.service, { domain: other.domain, language: 'ru', id: taking.id });
    expect(ru.data.public_service.name).toBe('Tap repair');
    const hidden = await a.graphqlAs(A.catalogue, { domain: other.domain, search: 'Hidden' });
    expect(hidden.data.public_service_catalogue.services.list).toEqual([]);
  });

  it('answers null for a draft site, an unknown one, or one whose services section is hidden', async () => {
    const draft = await t.ownerWithProject();
    const unknown = await a.graphqlAs(A.catalogue, { domain: 'nobody-has-this-domain' });
    expect(unknown.data.public_service_catalogue).toBeNull();
    expect(
      (await a.graphqlAs(A.catalogue, { domain: draft.domain })).data.public_service_catalogue,
    ).toBeNull();
    const menu = await t.graphql(
      'mutation($p: ID!, $m: [MenuElementInput!]!) { save_menu(project_id: $p, menu: $m) { key } }',
      {
        p: owner.projectId,
        m: ['products', 'orders', 'services', 'applications'].map((key) => ({
          key,
          is_visible: key !== 'services',
        })),
      },
      'en',
      owner.token,
    );
    expect(menu.errors).toBeUndefined();
    expect(
      (await a.graphqlAs(A.catalogue, { domain: owner.domain })).data.public_service_catalogue,
    ).toBeNull();
  });
});
