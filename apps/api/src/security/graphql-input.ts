import {
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { DEFAULT_LOCALE, type Locale } from '@donut/i18n';
import {
  hasControlCharacters,
  isSerialId,
  isUuid,
  validationMessages,
  type MessageDescriptor,
} from '@donut/validation';
import type { GraphqlContext } from '../core/request-context';
import { translate } from '../i18n/translate';
import { invalidInput } from '../core/domain-error';

/** What an `ID` argument names, and so which text it must be. */
export type IdKind = 'uuid' | 'integer';

/**
 * The kind of every `ID` argument of the schema, by its coordinate: `Type.field.argument` for an argument of
 * a root field, `InputType.field` for a field of an input object. The database decides: uuid primary keys
 * (projects, notifications) or serial ones (reference data, rates). graphql-input.test.ts fails when an `ID`
 * argument of the schema is missing here, and `withInputChecks` refuses to start.
 */
export const ID_ARGUMENT_KINDS: Record<string, IdKind> = {
  'Query.service_list.project_id': 'uuid',
  'Query.product_category_list.project_id': 'uuid',
  'Query.service.id': 'uuid',
  'Query.service.project_id': 'uuid',
  'Query.service_category_list.project_id': 'uuid',
  'ServiceFilter.category_id': 'uuid',
  'ServiceInput.category_id': 'uuid',
  'Query.employee_list.project_id': 'uuid',
  'Query.employee.project_id': 'uuid',
  'Query.employee.id': 'uuid',
  'Query.booking_rules.project_id': 'uuid',
  'Mutation.save_employee.project_id': 'uuid',
  'Mutation.save_employee.id': 'uuid',
  'Mutation.delete_employee.project_id': 'uuid',
  'Mutation.delete_employee.id': 'uuid',
  'Mutation.set_employee_services.project_id': 'uuid',
  'Mutation.set_employee_services.employee_id': 'uuid',
  'EmployeeServiceInput.address_id': 'uuid',
  'EmployeeServiceInput.service_id': 'uuid',
  'Mutation.save_employee_schedule.project_id': 'uuid',
  'Mutation.save_employee_schedule.employee_id': 'uuid',
  'Mutation.save_employee_schedule.address_id': 'uuid',
  'Mutation.save_employee_override.project_id': 'uuid',
  'Mutation.save_employee_override.employee_id': 'uuid',
  'Mutation.save_employee_override.id': 'uuid',
  'EmployeeOverrideInput.address_id': 'uuid',
  'Mutation.delete_employee_override.project_id': 'uuid',
  'Mutation.delete_employee_override.employee_id': 'uuid',
  'Mutation.delete_employee_override.id': 'uuid',
  'Mutation.save_booking_rules.project_id': 'uuid',
  'Mutation.save_booking_rules.service_id': 'uuid',
  'Mutation.create_service.project_id': 'uuid',
  'Mutation.update_service.project_id': 'uuid',
  'Mutation.update_service.id': 'uuid',
  'Mutation.delete_service.project_id': 'uuid',
  'Mutation.delete_service.id': 'uuid',
  'Mutation.reorder_services.project_id': 'uuid',
  'Mutation.reorder_services.ids': 'uuid',
  'Mutation.set_services_visibility.project_id': 'uuid',
  'Mutation.set_services_visibility.ids': 'uuid',
  'Mutation.create_service_category.project_id': 'uuid',
  'Mutation.update_service_category.project_id': 'uuid',
  'Mutation.update_service_category.id': 'uuid',
  'Mutation.delete_service_category.project_id': 'uuid',
  'Mutation.delete_service_category.id': 'uuid',
  'Mutation.delete_service_category.move_services_to': 'uuid',
  'Mutation.reorder_service_categories.project_id': 'uuid',
  'Mutation.reorder_service_categories.ids': 'uuid',
  'Query.public_service_catalogue.category_id': 'uuid',
  'Mutation.set_cart_line.variant_id': 'uuid',
  'Query.order_list.project_id': 'uuid',
  'OrderFilter.customer_id': 'uuid',
  'Query.order.project_id': 'uuid',
  'Query.order.id': 'uuid',
  'Query.order_counts.project_id': 'uuid',
  'Query.shop_settings.project_id': 'uuid',
  'Query.customer_order.id': 'uuid',
  'Query.order_payment.order_id': 'uuid',
  'Mutation.pay_order.order_id': 'uuid',
  'PlaceOrderItemInput.variant_id': 'uuid',
  'PlaceOrderInput.pickup_address_id': 'uuid',
  'Mutation.set_order_status.project_id': 'uuid',
  'Mutation.set_order_status.id': 'uuid',
  'Mutation.set_order_payment_status.project_id': 'uuid',
  'Mutation.set_order_payment_status.id': 'uuid',
  'Mutation.add_order_note.project_id': 'uuid',
  'Mutation.add_order_note.id': 'uuid',
  'Mutation.save_shop_settings.project_id': 'uuid',
  'Query.product_list.project_id': 'uuid',
  'Query.product.project_id': 'uuid',
  'Query.product.id': 'uuid',
  'ProductFilter.category_id': 'uuid',
  'ProductInput.category_id': 'uuid',
  'ProductVariantInput.id': 'uuid',
  'Mutation.create_product.project_id': 'uuid',
  'Mutation.update_product.project_id': 'uuid',
  'Mutation.update_product.id': 'uuid',
  'Mutation.delete_product.project_id': 'uuid',
  'Mutation.delete_product.id': 'uuid',
  'Mutation.reorder_products.project_id': 'uuid',
  'Mutation.reorder_products.ids': 'uuid',
  'Mutation.set_products_visibility.project_id': 'uuid',
  'Mutation.set_products_visibility.ids': 'uuid',
  'Mutation.create_product_category.project_id': 'uuid',
  'Mutation.update_product_category.project_id': 'uuid',
  'Mutation.update_product_category.id': 'uuid',
  'Mutation.delete_product_category.project_id': 'uuid',
  'Mutation.delete_product_category.id': 'uuid',
  'Mutation.delete_product_category.move_products_to': 'uuid',
  'Mutation.reorder_product_categories.project_id': 'uuid',
  'Mutation.reorder_product_categories.ids': 'uuid',
  'Query.product_export.project_id': 'uuid',
  'Mutation.import_products.project_id': 'uuid',
  'Query.public_service.id': 'uuid',
  'Query.public_product_catalogue.category_id': 'uuid',
  'Query.public_product.id': 'uuid',
  'Query.application_list.project_id': 'uuid',
  'ApplicationFilter.service_id': 'uuid',
  'ApplicationFilter.customer_id': 'uuid',
  'Query.application.project_id': 'uuid',
  'Query.application.id': 'uuid',
  'Query.application_counts.project_id': 'uuid',
  'Query.customer_application.id': 'uuid',
  'Mutation.submit_application.service_id': 'uuid',
  'Mutation.set_application_status.project_id': 'uuid',
  'Mutation.set_application_status.id': 'uuid',
  'Mutation.add_application_note.project_id': 'uuid',
  'Mutation.add_application_note.id': 'uuid',
  'Subscription.application_changed.project_id': 'uuid',
  'Subscription.order_changed.project_id': 'uuid',
  'Query.working_hours.project_id': 'uuid',
  'Query.site_settings.project_id': 'uuid',
  'Query.site_preview_link.project_id': 'uuid',
  'Mutation.save_site_settings.project_id': 'uuid',
  'Query.project_bot.project_id': 'uuid',
  'Mutation.connect_project_bot.project_id': 'uuid',
  'Mutation.disconnect_project_bot.project_id': 'uuid',
  'SiteAddressInput.id': 'uuid',
  'Mutation.add_customer_note.customer_id': 'uuid',
  'Mutation.add_customer_note.project_id': 'uuid',
  'Mutation.create_customer.project_id': 'uuid',
  'Mutation.delete_customer.id': 'uuid',
  'Mutation.delete_customer.project_id': 'uuid',
  'Mutation.delete_customer_note.id': 'uuid',
  'Mutation.delete_customer_note.project_id': 'uuid',
  'Mutation.merge_customers.project_id': 'uuid',
  'Mutation.merge_customers.source_id': 'uuid',
  'Mutation.merge_customers.target_id': 'uuid',
  'Mutation.read_customer_notifications.ids': 'uuid',
  'Mutation.update_customer.id': 'uuid',
  'Mutation.update_customer.project_id': 'uuid',
  'Query.customer.id': 'uuid',
  'Query.customer.project_id': 'uuid',
  'Query.customer_event_list.customer_id': 'uuid',
  'Query.customer_event_list.project_id': 'uuid',
  'Query.customer_export.project_id': 'uuid',
  'Query.customer_list.project_id': 'uuid',
  'Query.customer_tags.project_id': 'uuid',
  'Query.plan_change_quote.rate_id': 'integer',
  'Mutation.update_client_profile.country_id': 'integer',
  'Mutation.update_client_profile.language_id': 'integer',
  'Mutation.save_menu.project_id': 'uuid',
  'Mutation.read_notification.ids': 'uuid',
  'Mutation.save_project.id': 'uuid',
  'Mutation.save_project.currency_id': 'integer',
  'Mutation.save_project.direction_id': 'integer',
  'Mutation.save_project.language_id': 'integer',
  'Mutation.change_plan.rate_id': 'integer',
  'ReferenceFilter.ids': 'integer',
  'LanguageFilter.ids': 'integer',
  'NotificationFilter.project_id': 'uuid',
};

const ID_CHECKS: Record<IdKind, (text: string) => boolean> = { uuid: isUuid, integer: isSerialId };

/** Coordinates of every `ID` argument and input field reachable from the root fields' arguments. */
export function idArgumentCoordinates(schema: GraphQLSchema): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (type: GraphQLInputType, coordinate: string) => {
    const named = namedOf(type);
    if (isScalarType(named) && named.name === 'ID') found.add(coordinate);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const field of Object.values(named.getFields())) visit(field.type, `${named.name}.${field.name}`);
  };
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()))
      for (const arg of field.args) visit(arg.type, `${root.name}.${field.name}.${arg.name}`);
  }
  return [...found].sort();
}

function namedOf(type: GraphQLInputType): GraphQLInputType {
  let inner = type;
  while (isNonNullType(inner) || isListType(inner)) inner = inner.ofType as GraphQLInputType;
  return inner;
}

type Fields = Record<string, MessageDescriptor>;

/**
 * Checks one value GraphQL has already coerced to its type: text (in lists and input objects too) must hold
 * no control characters, and an `ID` must be an id of its declared kind. Returns the value to pass on: an
 * empty string given for an optional `ID` is "none" (null), as the resolvers have always read it.
 */
function checkValue(
  type: GraphQLInputType,
  value: unknown,
  path: string,
  coordinate: string,
  errors: Fields,
): unknown {
  if (value === null || value === undefined) return value;
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return value;
    return value.map((item, index) =>
      checkValue(nullable.ofType as GraphQLInputType, item, `${path}[${index}]`, coordinate, errors),
    );
  }
  if (isInputObjectType(nullable)) {
    const object = value as Record<string, unknown>;
    const fields = nullable.getFields();
    const checked: Record<string, unknown> = { ...object };
    for (const [name, item] of Object.entries(object)) {
      const field = fields[name];
      if (field)
        checked[name] = checkValue(field.type, item, `${path}.${name}`, `${nullable.name}.${name}`, errors);
    }
    return checked;
  }
  if (!isScalarType(nullable) || typeof value !== 'string') return value;
  if (hasControlCharacters(value)) {
    errors[path] = validationMessages.controlCharacters;
    return value;
  }
  if (nullable.name !== 'ID') return value;
  if (value === '' && !isNonNullType(type)) return null;
  const kind = ID_ARGUMENT_KINDS[coordinate];
  if (!kind || !ID_CHECKS[kind](value)) errors[path] = validationMessages.invalid;
  return value;
}

/** The arguments of one root field after the checks, or the field errors that refuse them. */
export function checkArguments(
  typeName: string,
  fieldName: string,
  args: readonly GraphQLArgument[],
  values: Record<string, unknown>,
): { ok: true; args: Record<string, unknown> } | { ok: false; errors: Fields } {
  const errors: Fields = {};
  const checked: Record<string, unknown> = { ...values };
  for (const arg of args) {
    if (arg.name in values)
      checked[arg.name] = checkValue(
        arg.type,
        values[arg.name],
        arg.name,
        `${typeName}.${fieldName}.${arg.name}`,
        errors,
      );
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, args: checked };
}

type Resolver = (
  root: unknown,
  args: Record<string, unknown>,
  context: GraphqlContext,
  info: unknown,
) => unknown;

function checkedResolver(
  typeName: string,
  field: { name: string; args: readonly GraphQLArgument[] },
  resolve: Resolver,
): Resolver {
  return (root, args, context, info) => {
    const checked = checkArguments(typeName, field.name, field.args, args);
    if (!checked.ok) throw invalidInput(checked.errors);
    return resolve(root, checked.args, context, info);
  };
}

/**
 * The input layer of GraphQL (ADR 0015): every root Query and Mutation resolver (and each Subscription's
 * `subscribe`) is wrapped once, so its arguments are checked by their schema types before any resolver code
 * or query runs. A refusal is the
 * usual localized BAD_USER_INPUT field error, with paths such as `filter.search` or `ids[0]`.
 * Throws at start when an `ID` argument has no kind in ID_ARGUMENT_KINDS.
 */
export function withInputChecks(resolvers: IResolvers, schema: GraphQLSchema): IResolvers {
  const missing = idArgumentCoordinates(schema).filter((coordinate) => !ID_ARGUMENT_KINDS[coordinate]);
  if (missing.length)
    throw new Error(
      `ID arguments without a kind in ID_ARGUMENT_KINDS (security/graphql-input.ts): ${missing.join(', ')}`,
    );
  const result: Record<string, unknown> = { ...resolvers };
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type || !isObjectType(type)) continue;
    const own = (resolvers as Record<string, Record<string, Resolver>>)[type.name] ?? {};
    const wrapped: Record<string, Resolver> = { ...own };
    for (const field of Object.values(type.getFields())) {
      const resolve = own[field.name];
      if (typeof resolve !== 'function' || !field.args.length) continue;
      wrapped[field.name] = checkedResolver(type.name, field, resolve);
    }
    result[type.name] = wrapped;
  }
  // A subscription's arguments are checked where it subscribes, before anything listens.
  const subscription = schema.getSubscriptionType();
  const ownSubscriptions = subscription
    ? (resolvers as Record<string, Record<string, { subscribe?: Resolver }>>)[subscription.name]
    : undefined;
  if (subscription && ownSubscriptions) {
    const wrapped: Record<string, unknown> = { ...ownSubscriptions };
    for (const field of Object.values(subscription.getFields())) {
      const own = ownSubscriptions[field.name];
      if (typeof own?.subscribe !== 'function' || !field.args.length) continue;
      wrapped[field.name] = { ...own, subscribe: checkedResolver(subscription.name, field, own.subscribe) };
    }
    result[subscription.name] = wrapped;
  }
  return result as IResolvers;
}

/**
 * Mercurius takes a `query` it cannot parse as GraphQL for a JSON-encoded syntax tree (`{"query": 42}`
 * becomes the "document" 42), which then broke validation with an internal error. The apps send text;
 * a document that did not come from the parser (which records where each node was) is refused as
 * unreadable before anything looks at it. Registered before the other document checks.
 */
export function refuseUnparsedDocuments(app: FastifyInstance) {
  app.graphql.addHook('preValidation', async (_schema, document, context) => {
    // Not `instanceof Location`: the test runner may load a second copy of graphql. JSON cannot make
    // anything but plain objects, so a location of another prototype came from the parser.
    const location: unknown = (document as { loc?: unknown } | null)?.loc;
    const parsed =
      typeof location === 'object' &&
      location !== null &&
      Object.getPrototypeOf(location)?.constructor?.name === 'Location' &&
      document.kind === 'Document';
    if (parsed) return;
    const locale = (context as unknown as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
    throw new mercurius.ErrorWithProps(
      translate(locale, 'api.error.bad-request'),
      { code: 'BAD_REQUEST' },
      400,
    );
  });
}
