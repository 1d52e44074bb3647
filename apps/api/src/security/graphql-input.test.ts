import { buildSchema, type GraphQLObjectType } from 'graphql';
import { typeDefs } from '@donut/graphql';
import { validationMessages } from '@donut/validation';
import { checkArguments, ID_ARGUMENT_KINDS, idArgumentCoordinates, withInputChecks } from './graphql-input';

const schema = buildSchema(typeDefs);
const fieldOf = (type: 'Query' | 'Mutation', name: string) =>
  (schema.getType(type) as GraphQLObjectType).getFields()[name];
const check = (type: 'Query' | 'Mutation', name: string, values: Record<string, unknown>) =>
  checkArguments(type, name, fieldOf(type, name).args, values);

const UUID = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';

describe('the ID kinds of the GraphQL input layer', () => {
  it('declare a kind for every ID argument of the schema, and for nothing else', () => {
    // A new ID argument fails here until ID_ARGUMENT_KINDS says whether it is a uuid or an integer id
    // (see apps/api/src/db/schema for the column behind it).
    expect(Object.keys(ID_ARGUMENT_KINDS).sort()).toEqual(idArgumentCoordinates(schema));
  });

  it('finds ID arguments of root fields, in lists and in input objects', () => {
    expect(idArgumentCoordinates(schema)).toEqual(
      expect.arrayContaining([
        'Query.service_list.project_id',
        'Mutation.read_notification.ids',
        'ReferenceFilter.ids',
        'NotificationFilter.project_id',
      ]),
    );
  });

  it('refuses to start with an ID argument of no declared kind', () => {
    const extended = buildSchema(`${typeDefs}\nextend type Query { probe(thing_id: ID): Boolean }`);
    expect(() => withInputChecks({ Query: { probe: () => true } }, extended)).toThrow(
      /Query\.probe\.thing_id/,
    );
  });
});

describe('checkArguments', () => {
  it('passes valid arguments on unchanged', () => {
    expect(check('Query', 'service_list', { project_id: UUID, limit: 20 })).toEqual({
      ok: true,
      args: { project_id: UUID, limit: 20 },
    });
    expect(check('Query', 'country_list', { filter: { search: 'Geo\trgia\n', ids: ['1', '42'] } })).toEqual({
      ok: true,
      args: { filter: { search: 'Geo\trgia\n', ids: ['1', '42'] } },
    });
  });

  it.each([
    ['Query', 'service_list', { project_id: '-'.repeat(36) }, 'project_id'],
    ['Query', 'working_hours', { project_id: 'x' }, 'project_id'],
    ['Mutation', 'read_notification', { ids: [UUID, '1'] }, 'ids[1]'],
    ['Query', 'notification_list', { filter: { project_id: 'f'.repeat(36) } }, 'filter.project_id'],
    ['Mutation', 'save_project', { id: `${UUID} `, name: 'A' }, 'id'],
    ['Query', 'plan_change_quote', { rate_id: ' 1', billing_period: 'month' }, 'rate_id'],
    ['Mutation', 'update_client_profile', { country_id: '0' }, 'country_id'],
    ['Query', 'currency_list', { filter: { ids: ['99999999999'] } }, 'filter.ids[0]'],
  ] as const)('refuses a malformed id: %s.%s %j', (type, name, values, path) => {
    expect(check(type, name, values)).toEqual({ ok: false, errors: { [path]: validationMessages.invalid } });
  });

  it('refuses control characters in any text, in lists and input objects too', () => {
    expect(
      check('Query', 'faq_article_list', {
        filter: { search: 'a\u0000b', category_slug: 'ok', exclude_slug: '\u001b' },
      }),
    ).toEqual({
      ok: false,
      errors: {
        'filter.search': validationMessages.controlCharacters,
        'filter.exclude_slug': validationMessages.controlCharacters,
      },
    });
    expect(
      check('Mutation', 'save_menu', {
        project_id: UUID,
        menu: [
          { key: 'products', is_visible: true },
          { key: 'x\ud800', is_visible: true },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: { 'menu[1].key': validationMessages.controlCharacters },
    });
    expect(check('Mutation', 'save_project', { name: 'ok', image_galleries: ['a', 'b\u0007'] })).toEqual({
      ok: false,
      errors: { 'image_galleries[1]': validationMessages.controlCharacters },
    });
    expect(check('Query', 'service_list', { project_id: '\u0000' })).toEqual({
      ok: false,
      errors: { project_id: validationMessages.controlCharacters },
    });
  });

  it('reads an empty optional ID as none, as the resolvers always have', () => {
    expect(check('Mutation', 'update_client_profile', { country_id: '', name: 'A' })).toEqual({
      ok: true,
      args: { country_id: null, name: 'A' },
    });
    expect(check('Query', 'notification_list', { filter: { project_id: '' } })).toEqual({
      ok: true,
      args: { filter: { project_id: null } },
    });
    expect(check('Query', 'service_list', { project_id: '' })).toEqual({
      ok: false,
      errors: { project_id: validationMessages.invalid },
    });
  });
});
