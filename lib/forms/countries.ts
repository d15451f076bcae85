import type { FieldOption } from "./fields";

// SPEC §5: country options default to a built-in list ending with "Others". Values are the
// English names (stable whatever the reader's language).
const LIST: [en: string, zh: string][] = [
  ["China", "中国"], ["Australia", "澳大利亚"], ["Brazil", "巴西"], ["Canada", "加拿大"], ["Egypt", "埃及"], ["France", "法国"],
  ["Germany", "德国"], ["India", "印度"], ["Indonesia", "印度尼西亚"], ["Italy", "意大利"], ["Japan", "日本"], ["Kenya", "肯尼亚"],
  ["Malaysia", "马来西亚"], ["Mexico", "墨西哥"], ["Netherlands", "荷兰"], ["New Zealand", "新西兰"], ["Nigeria", "尼日利亚"],
  ["Pakistan", "巴基斯坦"], ["Russia", "俄罗斯"], ["Singapore", "新加坡"], ["South Africa", "南非"], ["South Korea", "韩国"],
  ["Spain", "西班牙"], ["Sweden", "瑞典"], ["Switzerland", "瑞士"], ["Thailand", "泰国"], ["United Kingdom", "英国"],
  ["United States", "美国"], ["Vietnam", "越南"],
];

export const DEFAULT_COUNTRY_OPTIONS: FieldOption[] = [
  ...LIST.map(([en, zh]) => ({ value: en, label: { zh, en } })),
  { value: "Others", label: { zh: "其他", en: "Others" } },
];
