// The catalogue's files, bundled through wrangler.jsonc's alias; src/catalog.ts checks them with the schema.
declare module 'store-catalog/*' {
  const value: unknown;
  export default value;
}
