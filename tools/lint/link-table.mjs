// Links are built in one place (STYLE.md, ADR 0022): every path of the three apps is written once, in the link
// table of libs/link-builder (`appRoutes`), and links come from its builders (`routeHref`, `routePath`,
// `links.route`). This rule reports the ways a path gets written by hand again:
// - a template literal that starts with "/" and interpolates, such as `/${locale}/client/projects`;
// - a JSX `to`, `href` or `action` written as a "/..." string, such as href="/admin";
// - in an app's route config (app/routes.ts), a path written as a string instead of taken from the table.
// The link table itself and tests (which may assert literal URLs) are outside the rule; see eslint.config.mjs.

const LINK_ATTRIBUTES = new Set(['to', 'href', 'action']);
/** The helpers of @react-router/dev/routes whose first argument is a path. */
const PATH_HELPERS = new Set(['route', 'prefix']);

const isPathString = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/');

/** @type {import('eslint').Rule.RuleModule} */
const noHandBuiltPaths = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Paths come from the link table of @donut/link-builder, never from a string built by hand.',
    },
    schema: [],
    messages: {
      template:
        'A path built by hand: take it from the link table with routeHref() (a link within the app), routePath() or links.route() of @donut/link-builder.',
      attribute: "'{{value}}' is a path written by hand: build it with routeHref() of @donut/link-builder.",
      routeConfig:
        'A route path written by hand: take it from appRoutes with routeConfigPath(), so the link table stays the only place paths are written.',
    },
  },
  create(context) {
    const isRouteConfig = /(?:^|\/)app\/routes\.ts$/.test(context.filename.split('\\').join('/'));
    return {
      TemplateLiteral(node) {
        if (node.expressions.length > 0 && node.quasis[0].value.cooked?.startsWith('/'))
          context.report({ node, messageId: 'template' });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !LINK_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (isPathString(value))
          context.report({ node: value, messageId: 'attribute', data: { value: value.value } });
      },
      CallExpression(node) {
        if (!isRouteConfig || node.callee.type !== 'Identifier' || !PATH_HELPERS.has(node.callee.name))
          return;
        const [path] = node.arguments;
        const isWritten =
          (path?.type === 'Literal' && typeof path.value === 'string') || path?.type === 'TemplateLiteral';
        if (isWritten) context.report({ node: path, messageId: 'routeConfig' });
      },
    };
  },
};

/** The rule, as the `donut` plugin's (eslint.config.mjs merges it with the feature boundaries). */
export default { rules: { 'no-hand-built-paths': noHandBuiltPaths } };
