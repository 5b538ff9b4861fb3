/* eslint-disable @typescript-eslint/consistent-type-imports -- ambient module declarations cannot use import statements */
// Content files are validated and converted to these types by scripts/lib/vite-plugin-content.ts.
declare module "*/ui.yaml" {
  const content: import("./schema.ts").UiContent;
  export default content;
}
declare module "*/site.yaml" {
  const content: import("./schema.ts").SiteContent;
  export default content;
}
declare module "*/k-youth.yaml" {
  const content: import("./schema.ts").KYouthContent;
  export default content;
}
declare module "*/contact.yaml" {
  const content: import("./schema.ts").ContactContent;
  export default content;
}
declare module "*/faq.yaml" {
  const content: import("./schema.ts").FaqContent;
  export default content;
}
declare module "*/search.yaml" {
  const content: import("./schema.ts").SearchContent;
  export default content;
}
// The search dialog's frame, in every page's first load, takes only its own words (see
// scripts/lib/vite-plugin-content.ts); the rest of search.yaml loads with the search panel.
declare module "*/search.yaml?pick=button,close,loadFailed,loading,retry,title" {
  const content: Pick<
    import("./schema.ts").SearchContent,
    "button" | "close" | "loadFailed" | "loading" | "retry" | "title"
  >;
  export default content;
}
