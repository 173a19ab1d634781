export { createCatalogService, type CatalogService, type HomeShowcaseDto } from "./catalog.service.ts";
export { toProductCard, type ProductCardDto, type CategoryDto, type StoreSummaryDto } from "./catalog.dto.ts";
export { productCardColumns, selectProductCards, visibleProduct } from "./product-card.query.ts";
export { createProductService, type ProductService } from "./product.service.ts";
