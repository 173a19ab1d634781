export { createReviewService, type ReviewService } from "./review.service.ts";
