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
    billing: words.calcBilling,
    billings: {
      purchase: words.calcPurchase,
      'capped-rental': words.calcCappedRental,
      oxygen: words.calcOxygen,
    },
    monthly: words.calcMonthly,
    monthlyHelp: words.calcMonthlyHelp,
    resultMonthly: words.calcResultMonthly,
    schedule: words.calcSchedule,
    scheduleSupplemental: words.calcScheduleSupplemental,
    deductibleMet: words.calcDeductibleMet,
    supplemental: words.calcSupplemental,
    supplementalNote: words.calcSupplementalNote,
    sameAnswer: words.calcSameAnswer,
    result: words.calcResult,
    medicare: words.calcMedicare,
    you: words.calcYou,
    supplementalPays: words.calcSupplementalPays,
    termsSupplemental: words.calcTermsSupplemental,
    note: words.calcNote,
  };
}

export type CalculatorWords = ReturnType<typeof calculatorWords>;
