// The demo marketplace's pictures: drawn on this machine from what their URL encodes (the seed writes the
// URLs, the media route draws those the data refers to), and the no-image placeholder. Real uploads are
// another matter: they will have a domain of their own with the merchant centre.
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
export { createReferencedDemoPictures, type ReferencedDemoPictures } from "./referenced-pictures.ts";
export { PLACEHOLDER_PATH, placeholderSvg, renderPlaceholder } from "./make-placeholder.ts";
