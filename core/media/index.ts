export {
  createMediaService,
  MEDIA_MAX_UNATTACHED_PER_USER,
  MEDIA_UNATTACHED_TTL_MS,
  type ClaimInput,
  type MediaLinks,
  type MediaService,
  type PrivateOpen,
  type UploadInput,
} from "./media.service.ts";
export { MEDIA_LINK_TTL_MS } from "./media-link.ts";
export { mediaFileDto, mediaVariantDto, type MediaFileDto, type MediaVariantDto } from "./media.dto.ts";
export {
  isMediaId,
  isMediaPurpose,
  MEDIA_MAX_BYTES,
  MEDIA_POLICIES,
  MEDIA_PURPOSES,
  mediaAccept,
  mediaIdOfUrl,
  mediaSizeLabel,
  mediaTypeLabels,
  type MediaPurpose,
  type MediaVisibility,
} from "./media.view.ts";
export { sniffFileType } from "./media-content.ts";
