declare module 'virtual:landing-edge-site' {
  const site: import('./edge-site').EdgeSite;
  export default site;
}
