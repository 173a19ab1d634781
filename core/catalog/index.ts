export { createCatalogService, type CardListingDeps, type CatalogService } from "./catalog.service.ts";
export {
  toProductCard,
  type ProductCardDto,
  type ProductFaceRow,
  type CategoryDto,
  type StoreSummaryDto,
} from "./catalog.dto.ts";
export {
  categoryDto,
  categoryLinkDto,
  megaMenuCategoryDto,
  productCardDto,
  relatedBrandDto,
  storeSummaryDto,
  trendingCategoryDto,
} from "./catalog.dto.ts";
export {
  cardsByIds,
  countProductCards,
  joinProductStore,
  productCardColumns,
  productFaceColumns,
  selectProductCards,
  visibleProduct,
} from "./product-card.query.ts";
export type { CategoryRow } from "./category-tree.ts";
export { categoryRows } from "./category.query.ts";
export { createProductService, type ProductService } from "./product.service.ts";
export { createProductRepository, type ProductRepository } from "./product.repository.ts";
export { createStockRepository, type StockLine, type StockRepository } from "./stock.repository.ts";
export { productNotFound, RELATED_PRODUCTS_LIMIT } from "./product.service.ts";
export {
  productDetailDto,
  toProductDetail,
  toVariant,
  type ProductDetailDto,
  type ProductMerchantDto,
  type ProductVariantDto,
  type CategoryCrumbDto,
} from "./product.dto.ts";
export { createCatalogChanges, type CatalogChange, type CatalogChanges } from "./catalog-changes.ts";
export {
  createMerchantProductService,
  type MerchantProductService,
  type MerchantStoreRef,
} from "./merchant-product.service.ts";
export {
  merchantProductCreateInput,
  merchantProductEditInput,
  merchantProductIdInput,
  merchantProductIdsInput,
  merchantProductListQuery,
} from "./merchant-product.inputs.ts";
export {
  merchantProductDeletedDto,
  merchantProductDetailDto,
  merchantProductListMetaDto,
  merchantProductRowDto,
  merchantProductStatusDto,
  type MerchantProductDetailDto,
  type MerchantProductRowDto,
} from "./merchant-product.dto.ts";
export {
  lowStockProducts,
  productsBySlugs,
  storeProductSummaries,
  type ProductSummary,
} from "./product-summary.query.ts";
export {
  createProductImportService,
  IMPORT_LEASE_MS,
  type ProductImportFaults,
  type ProductImportService,
} from "./product-import.service.ts";
export {
  productImportCreateInput,
  productImportRowsQuery,
  productImportTemplateQuery,
} from "./product-import.inputs.ts";
export {
  productImportDto,
  productImportLineDto,
  productImportLinesMetaDto,
  type ProductImportDto,
  type ProductImportLineDto,
} from "./product-import.dto.ts";
export { TEMPLATE_TYPES } from "./product-import.sheet.ts";
