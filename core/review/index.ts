export {
  createReviewService,
  type ReviewService,
  type ProductReviewsPage,
  type ReviewPageUrl,
  REVIEW_PHOTOS_LIMIT,
} from "./review.service.ts";
export { productReviewsQuery, type ProductReviewsQuery } from "./review.inputs.ts";
export {
  productReviewsDto,
  ratingAverage,
  ratingGroups,
  STARS,
  type ProductReviewsDto,
  type ReviewDto,
  type ReviewAttachmentDto,
  type ReviewReplyDto,
  type ReviewPhotoDto,
  type Star,
} from "./review.dto.ts";
