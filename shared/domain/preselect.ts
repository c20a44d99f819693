// The spec: "A default delivery method, address or payment method is preselected when
// only one exists or one is flagged default."
export function preselected<T extends { isDefault?: boolean | null | undefined }>(items: readonly T[]): T | undefined {
  return items.find((item) => item.isDefault) ?? (items.length === 1 ? items[0] : undefined);
}
