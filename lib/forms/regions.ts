import type { FieldOption } from "./fields";

// The built-in Chinese province/city tree for "province/city" items (SPEC §5 cascade).
const TREE: [zh: string, en: string, cities: [string, string][]][] = [
  [
    "北京市",
    "Beijing",
    [
      ["东城区", "Dongcheng"],
      ["西城区", "Xicheng"],
      ["朝阳区", "Chaoyang"],
      ["海淀区", "Haidian"],
    ],
  ],
  [
    "天津市",
    "Tianjin",
    [
      ["和平区", "Heping"],
      ["南开区", "Nankai"],
    ],
  ],
  [
    "上海市",
    "Shanghai",
    [
      ["黄浦区", "Huangpu"],
      ["徐汇区", "Xuhui"],
      ["浦东新区", "Pudong"],
    ],
  ],
  [
    "重庆市",
    "Chongqing",
    [
      ["渝中区", "Yuzhong"],
      ["沙坪坝区", "Shapingba"],
    ],
  ],
  [
    "河北省",
    "Hebei",
    [
      ["石家庄市", "Shijiazhuang"],
      ["保定市", "Baoding"],
      ["唐山市", "Tangshan"],
    ],
  ],
  [
    "山西省",
    "Shanxi",
    [
      ["太原市", "Taiyuan"],
      ["大同市", "Datong"],
    ],
  ],
  [
    "辽宁省",
    "Liaoning",
    [
      ["沈阳市", "Shenyang"],
      ["大连市", "Dalian"],
    ],
  ],
  [
    "吉林省",
    "Jilin",
    [
      ["长春市", "Changchun"],
      ["吉林市", "Jilin"],
    ],
  ],
  [
    "黑龙江省",
    "Heilongjiang",
    [
      ["哈尔滨市", "Harbin"],
      ["齐齐哈尔市", "Qiqihar"],
    ],
  ],
  [
    "江苏省",
    "Jiangsu",
    [
      ["南京市", "Nanjing"],
      ["苏州市", "Suzhou"],
      ["无锡市", "Wuxi"],
    ],
  ],
  [
    "浙江省",
    "Zhejiang",
    [
      ["杭州市", "Hangzhou"],
      ["宁波市", "Ningbo"],
      ["温州市", "Wenzhou"],
    ],
  ],
  [
    "安徽省",
    "Anhui",
    [
      ["合肥市", "Hefei"],
      ["芜湖市", "Wuhu"],
    ],
  ],
  [
    "福建省",
    "Fujian",
    [
      ["福州市", "Fuzhou"],
      ["厦门市", "Xiamen"],
    ],
  ],
  [
    "江西省",
    "Jiangxi",
    [
      ["南昌市", "Nanchang"],
      ["九江市", "Jiujiang"],
    ],
  ],
  [
    "山东省",
    "Shandong",
    [
      ["济南市", "Jinan"],
      ["青岛市", "Qingdao"],
    ],
  ],
  [
    "河南省",
    "Henan",
    [
      ["郑州市", "Zhengzhou"],
      ["洛阳市", "Luoyang"],
    ],
  ],
  [
    "湖北省",
    "Hubei",
    [
      ["武汉市", "Wuhan"],
      ["宜昌市", "Yichang"],
    ],
  ],
  [
    "湖南省",
    "Hunan",
    [
      ["长沙市", "Changsha"],
      ["株洲市", "Zhuzhou"],
    ],
  ],
  [
    "广东省",
    "Guangdong",
    [
      ["广州市", "Guangzhou"],
      ["深圳市", "Shenzhen"],
      ["珠海市", "Zhuhai"],
    ],
  ],
  [
    "海南省",
    "Hainan",
    [
      ["海口市", "Haikou"],
      ["三亚市", "Sanya"],
    ],
  ],
  [
    "四川省",
    "Sichuan",
    [
      ["成都市", "Chengdu"],
      ["绵阳市", "Mianyang"],
    ],
  ],
  [
    "贵州省",
    "Guizhou",
    [
      ["贵阳市", "Guiyang"],
      ["遵义市", "Zunyi"],
    ],
  ],
  [
    "云南省",
    "Yunnan",
    [
      ["昆明市", "Kunming"],
      ["大理白族自治州", "Dali"],
    ],
  ],
  [
    "陕西省",
    "Shaanxi",
    [
      ["西安市", "Xi'an"],
      ["宝鸡市", "Baoji"],
    ],
  ],
  [
    "甘肃省",
    "Gansu",
    [
      ["兰州市", "Lanzhou"],
      ["天水市", "Tianshui"],
    ],
  ],
  ["青海省", "Qinghai", [["西宁市", "Xining"]]],
  [
    "台湾省",
    "Taiwan",
    [
      ["台北市", "Taipei"],
      ["高雄市", "Kaohsiung"],
    ],
  ],
  [
    "内蒙古自治区",
    "Inner Mongolia",
    [
      ["呼和浩特市", "Hohhot"],
      ["包头市", "Baotou"],
    ],
  ],
  [
    "广西壮族自治区",
    "Guangxi",
    [
      ["南宁市", "Nanning"],
      ["桂林市", "Guilin"],
    ],
  ],
  ["西藏自治区", "Tibet", [["拉萨市", "Lhasa"]]],
  ["宁夏回族自治区", "Ningxia", [["银川市", "Yinchuan"]]],
  [
    "新疆维吾尔自治区",
    "Xinjiang",
    [
      ["乌鲁木齐市", "Urumqi"],
      ["喀什地区", "Kashgar"],
    ],
  ],
  [
    "香港特别行政区",
    "Hong Kong",
    [
      ["香港岛", "Hong Kong Island"],
      ["九龙", "Kowloon"],
    ],
  ],
  [
    "澳门特别行政区",
    "Macau",
    [
      ["澳门半岛", "Macau Peninsula"],
      ["氹仔", "Taipa"],
    ],
  ],
];

export const REGION_TREE: FieldOption[] = TREE.map(([zh, en, cities]) => ({
  value: zh,
  label: { zh, en },
  children: cities.map(([czh, cen]) => ({ value: czh, label: { zh: czh, en: cen } })),
}));
