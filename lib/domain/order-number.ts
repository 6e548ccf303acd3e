/** An order number as the intake writes them (JMS-7KQ4M-X9WPT): the readable alphabet, two groups of five. */
export const ORDER_NUMBER = /^JMS-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/;
