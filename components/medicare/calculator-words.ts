import type english from '@/data/messages/en.json';

type MedicareWords = (typeof english)['Medicare'];

/** The calculator's words, picked from the Medicare messages by its page: all the island is handed. */
export function calculatorWords(words: MedicareWords) {
  return {
    title: words.tabs.calculator.title,
    cost: words.calcCost,
    whole: words.calcWhole,
    linked: words.calcLinked,
    help: words.calcHelp,
    deductibleMet: words.calcDeductibleMet,
    supplemental: words.calcSupplemental,
    sameAnswer: words.calcSameAnswer,
    result: words.calcResult,
    medicare: words.calcMedicare,
    you: words.calcYou,
    supplementalPays: words.calcSupplementalPays,
    note: words.calcNote,
  };
}

export type CalculatorWords = ReturnType<typeof calculatorWords>;
