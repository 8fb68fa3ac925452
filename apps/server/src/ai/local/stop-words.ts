/**
 * Words that say nothing about a subject: English function words, contraction parts, and the
 * workplace's filler ("work", "team", "really"). Topic matching ignores them when it counts
 * shared words; the meaning vector already gives them almost no weight.
 */
export const STOP_WORDS = new Set(
  `a about above after again against all almost also always am an and any anymore are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each even ever every
  few for from further get gets getting got had hadn't has hasn't have haven't having he her here hers herself him himself his how
  i if in into is isn't it it's its itself just let's like lot lots make makes made me more most much must my myself never no nor
  not now of off often on once only or other our ours ourselves out over own really same she should shouldn't so some still such
  than that that's the their theirs them themselves then there there's these they this those through to too under until up us
  very was wasn't we were weren't what when where which while who whom why will with won't would wouldn't you your yours yourself
  yourselves 's 'm 're 've 'll 'd n't ca wo thing things stuff one two three week weeks day days time times month months year
  years today yesterday tomorrow people everyone everybody someone somebody anyone nobody something anything nothing work working
  job team company guys guy know think thought feel felt want wanted need needs needed said says say tell told ask asked going
  gonna yeah ok okay please thanks thank hi hello lol tbh honestly literally actually basically seriously maybe probably already
  though although however since yet back way new good bad great better best worse worst well better many much`.split(/\s+/),
);
