import { useEffect, type RefObject } from 'react';

/**
 * What a form says of a field the browser finds wrong before sending (a required field left empty, an e-mail
 * address that is not one), in the page's language rather than the browser's own ("Please fill out this field."
 * on a Spanish page). The browser still shows it by the field, and moves her to it.
 */
const words = {
  en: {
    missing: 'Fill in this field to send the form.',
    choose: 'Choose one to send the form.',
    email: 'Type an e-mail address, like name@example.com.',
    other: 'Check this field: it is not one we can send.',
  },
  es: {
    missing: 'Complete este campo para enviar el formulario.',
    choose: 'Elija una opción para enviar el formulario.',
    email: 'Escriba un correo electrónico, como nombre@ejemplo.com.',
    other: 'Revise este campo: así no lo podemos enviar.',
  },
} as const;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function messageFor(control: Control, language: keyof typeof words): string {
  const w = words[language];
  const v = control.validity;
  if (v.valueMissing)
    return control instanceof HTMLSelectElement || control.type === 'radio' ? w.choose : w.missing;
  if (v.typeMismatch && control.type === 'email') return w.email;
  return w.other;
}

/** Gives the form's fields their messages in the page's language (`<html lang>`), and clears one as she types. */
export function useValidityMessages(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const language = document.documentElement.lang.startsWith('es') ? 'es' : 'en';
    const onInvalid = (event: Event) => {
      const control = event.target as Control;
      // The browser's own finding first (reading it fires nothing), then the message in her language.
      control.setCustomValidity('');
      if (!control.validity.valid) control.setCustomValidity(messageFor(control, language));
    };
    const onInput = (event: Event) => (event.target as Control).setCustomValidity('');
    // `invalid` does not bubble: heard on its way down.
    element.addEventListener('invalid', onInvalid, true);
    element.addEventListener('input', onInput, true);
    element.addEventListener('change', onInput, true);
    return () => {
      element.removeEventListener('invalid', onInvalid, true);
      element.removeEventListener('input', onInput, true);
      element.removeEventListener('change', onInput, true);
    };
  }, [form]);
}
