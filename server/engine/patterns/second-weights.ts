// Written by scripts/train-patterns.ts; do not edit by hand.
import type { SecondWeights } from './choose.ts';

export const SECOND_WEIGHTS: SecondWeights = {"features":["bias","cues","learned","ratio","rank","strong","afterAlso","recordNamed","ownNouns","ownRecords","alsoSaid","length","residual"],"weights":[-4.3079,1.0263,0.3121,0.8529,0.384,0.7032,0.418,0.3852,0.487,0.3358,0.3251,0.0716,1.1574],"threshold":0.275};
