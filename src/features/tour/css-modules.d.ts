// webpack emits these stylesheets as files (asset/resource): importing one gives its URL.
declare module 'yet-another-react-lightbox/styles.css' {
  const url: string;
  export default url;
}
declare module 'yet-another-react-lightbox/plugins/thumbnails.css' {
  const url: string;
  export default url;
}
