export { createCatalogService, type CatalogService, type HomeShowcaseDto } from "./catalog.service.ts";
export type { ProductCardDto, CategoryDto, StoreSummaryDto } from "./catalog.dto.ts";
