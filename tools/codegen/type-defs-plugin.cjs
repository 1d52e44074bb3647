// graphql-codegen plugin: exports the printed schema as `typeDefs`, for the API's Mercurius.
const { printSchemaWithDirectives } = require('@graphql-tools/utils');

module.exports = {
  plugin(schema) {
    return `export const typeDefs = ${JSON.stringify(printSchemaWithDirectives(schema))};\n`;
  },
};
