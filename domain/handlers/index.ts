// The handler table: one decide function or workflow per command. The type makes it exhaustive.
import type { HandlerTable } from '../store/handler.ts';
import { choosePaymentWorkflow } from '../workflows/choose-payment.ts';
import { applyCouponWorkflow, cancelCouponWorkflow, decideEnterCouponCode } from '../workflows/coupon.ts';
import { findIdWorkflow } from '../workflows/find-id.ts';
import { findPasswordWorkflow } from '../workflows/find-password.ts';
import { goToCheckoutWorkflow } from '../workflows/go-to-checkout.ts';
import { joinWorkflow } from '../workflows/join.ts';
import { openRestaurantWorkflow } from '../workflows/open-restaurant.ts';
import { decideSetPhone, requestSmsCodeWorkflow, verifySmsCodeWorkflow } from '../workflows/phone.ts';
import { logInWorkflow, logOutWorkflow } from '../workflows/session.ts';
import { setLocationWorkflow } from '../workflows/set-location.ts';
import { socialJoinWorkflow } from '../workflows/social-join.ts';
import { socialLogInWorkflow } from '../workflows/social-log-in.ts';
import { submitOrderWorkflow } from '../workflows/submit-order.ts';
import { answerPollWorkflow, loadOrderWorkflow } from '../workflows/thank-you.ts';
import { withdrawWorkflow } from '../workflows/withdraw.ts';
import { decideAddItem } from './add-item.ts';
import { decideChangeAmount, decideClearCart, decideRemoveItem } from './cart-lines.ts';
import { checkedHandlers } from './checked.ts';
import { decideSetAddressDetail, decideSetComment } from './form-fields.ts';

export const handlers: HandlerTable = checkedHandlers({
  SetLocation: setLocationWorkflow,
  OpenRestaurant: openRestaurantWorkflow,
  AddItem: decideAddItem,
  ChangeAmount: decideChangeAmount,
  RemoveItem: decideRemoveItem,
  ClearCart: decideClearCart,
  GoToCheckout: goToCheckoutWorkflow,
  SetAddressDetail: decideSetAddressDetail,
  SetPhone: decideSetPhone,
  RequestSmsCode: requestSmsCodeWorkflow,
  VerifySmsCode: verifySmsCodeWorkflow,
  EnterCouponCode: decideEnterCouponCode,
  ApplyCoupon: applyCouponWorkflow,
  CancelCoupon: cancelCouponWorkflow,
  ChoosePayment: choosePaymentWorkflow,
  SetComment: decideSetComment,
  SubmitOrder: submitOrderWorkflow,
  LoadOrder: loadOrderWorkflow,
  AnswerPoll: answerPollWorkflow,
  LogIn: logInWorkflow,
  LogOut: logOutWorkflow,
  SocialLogIn: socialLogInWorkflow,
  Join: joinWorkflow,
  SocialJoin: socialJoinWorkflow,
  FindId: findIdWorkflow,
  FindPassword: findPasswordWorkflow,
  Withdraw: withdrawWorkflow,
});
