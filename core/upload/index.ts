// The public face of the upload domain. For now: procedural demo images (the seed writes their URLs,
// the HTTP route renders and caches those the catalogue refers to) and the no-image placeholder.
export {
  DEMO_IMAGE_WIDTHS,
  PRODUCT_FAMILIES,
  categoryGlyph,
  demoImageSize,
  demoImageSvg,
  demoImageUrl,
  demoProductKey,
  demoProductPhotoUrl,
  demoReviewKey,
  isDemoImageKind,
  isDemoImageRequest,
  renderDemoImage,
  snapDemoImageWidth,
  type DemoImageKind,
  type ProductFamily,
} from "./demo-image.ts";
export { createDemoImageService, type DemoImageService } from "./demo-image.service.ts";
export { PLACEHOLDER_PATH, placeholderSvg, renderPlaceholder } from "./make-placeholder.ts";
