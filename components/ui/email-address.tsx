import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its @ and its dots, never inside a word: a long address on a
 * narrow phone breaks as "support@ / jamaicamedicalsupply.com", not "jamaicamedic / alsupply".
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
