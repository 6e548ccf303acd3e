/**
 * Queens' combined sales tax (New York State and City, MCTD), charged only on taxable items: New York
 * exempts medical equipment sold for a patient's use (Tax Law §1115(a)(3)), so most of the catalogue pays none.
 */
export const taxRatePercent = 8.875;
