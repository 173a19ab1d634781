export { createSettingsRepository, type SettingsRepository } from "./settings.repository.ts";
