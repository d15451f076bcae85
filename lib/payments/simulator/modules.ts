import { alipaySim } from "./alipay";
import { cardSim } from "./card";
import { paypalSim } from "./paypal";
import type { SimModule } from "./types";
import { wechatSim } from "./wechat";

/** Every protocol the payment simulator speaks. */
export const SIM_MODULES: SimModule[] = [paypalSim, alipaySim, wechatSim, cardSim];
