declare module 'virtual:client-config' {
  const config: import('../client/client-config').ClientConfig;
  export default config;
}
declare module 'virtual:site-model' {
  const model: import('../config/model').SiteModel;
  export default model;
}
