import { useState } from 'react';
import type { OrderDetail } from '@/lib/domain/admin-contract';
import { Field } from './ui';

/**
 * Her name as on her Medicare card (the order's to start with) and her date of birth, asked of her: what Medicare
 * matches her by, for an eligibility check or a claim. Never kept: they go with the one request.
 */
export function useCardholder(order: OrderDetail) {
  const [firstName, setFirstName] = useState(order.shipping.firstName);
  const [lastName, setLastName] = useState(order.shipping.lastName);
  const [dateOfBirth, setDateOfBirth] = useState('');
  return {
    values: { firstName, lastName, dateOfBirth },
    /** The sentence for what is missing, or null when all three are given. */
    missing: () =>
      !dateOfBirth || !firstName.trim() || !lastName.trim()
        ? 'Give her first and last name as on her Medicare card, and her date of birth.'
        : null,
    fields: (id: string, birth: { label: string; hint: string }) => (
      <>
        <Field
          id={`${id}-first`}
          label="First name (as on her card)"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="off"
          required
        />
        <Field
          id={`${id}-last`}
          label="Last name (as on her card)"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          autoComplete="off"
          required
        />
        <Field
          id={`${id}-birth`}
          label={birth.label}
          type="date"
          value={dateOfBirth}
          onChange={(e) => setDateOfBirth(e.target.value)}
          hint={birth.hint}
          required
        />
      </>
    ),
  };
}
