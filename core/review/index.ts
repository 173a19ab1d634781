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
export { merchantReviewListQuery, reviewReplyInput, type ReviewReplyInput } from "./review.inputs.ts";
export {
  merchantReviewDto,
  merchantReviewReplyDto,
  reviewSumByOrderDto,
  reviewSumByProductDto,
  type MerchantReviewDto,
  type MerchantReviewReplyDto,
  type ReviewSumByOrderDto,
  type ReviewSumByProductDto,
} from "./review.dto.ts";
export type { MerchantReviewsPage } from "./review.service.ts";
