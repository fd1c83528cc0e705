declare module 'virtual:landing-edge-site' {
  const site: import('./edge-site').EdgeSite;
  export const render: import('./edge-site').EdgeRender;
  export default site;
}
