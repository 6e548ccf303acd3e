/** The store's intake, as the build was told (INTAKE_URL); empty when the site takes orders by phone. */
export const intakeUrl = (process.env.NEXT_PUBLIC_INTAKE_URL ?? '').replace(/\/+$/, '');
