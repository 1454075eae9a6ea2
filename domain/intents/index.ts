// The handler table: one intent file per command, named after it (domain/intents/<command>.ts).
// The type makes it exhaustive.
import type { HandlerTable } from '../store/handler.ts';
import { handleAddItem } from './add-item.ts';
import { handleAnswerPayment } from './answer-payment.ts';
import { handleAnswerPoll } from './answer-poll.ts';
import { handleApplyCoupon } from './apply-coupon.ts';
import { handleApplyOrderProgress } from './apply-order-progress.ts';
import { handleCancelCoupon } from './cancel-coupon.ts';
import { handleCancelOrder } from './cancel-order.ts';
import { handleChangeAmount } from './change-amount.ts';
import { checkedHandlers } from './checked.ts';
import { handleChoosePayment } from './choose-payment.ts';
import { handleClearCart } from './clear-cart.ts';
import { handleCloseExitPoll } from './close-exit-poll.ts';
import { handleEnterCouponCode } from './enter-coupon-code.ts';
import { handleExpireStale } from './expire-stale.ts';
import { handleFindId } from './find-id.ts';
import { handleFindPassword } from './find-password.ts';
import { handleGoToCheckout } from './go-to-checkout.ts';
import { handleJoin } from './join.ts';
import { handleLoadOrder } from './load-order.ts';
import { handleLoadOrderHistory } from './load-order-history.ts';
import { handleLoadOrderProgress } from './load-order-progress.ts';
import { handleLogIn } from './log-in.ts';
import { handleLogOut } from './log-out.ts';
import { handleOpenRestaurant } from './open-restaurant.ts';
import { handleRemoveItem } from './remove-item.ts';
import { handleReorder } from './reorder.ts';
import { handleRequestSmsCode } from './request-sms-code.ts';
import { handleReturnFromPayment } from './return-from-payment.ts';
import { handleSetAddressDetail } from './set-address-detail.ts';
import { handleSetComment } from './set-comment.ts';
import { handleSetLocation } from './set-location.ts';
import { handleSetPhone } from './set-phone.ts';
import { handleSocialJoin } from './social-join.ts';
import { handleSocialLogIn } from './social-log-in.ts';
import { handleSubmitOrder } from './submit-order.ts';
import { handleVerifySmsCode } from './verify-sms-code.ts';
import { handleWithdraw } from './withdraw.ts';

export const handlers: HandlerTable = checkedHandlers({
  SetLocation: handleSetLocation,
  OpenRestaurant: handleOpenRestaurant,
  AddItem: handleAddItem,
  ChangeAmount: handleChangeAmount,
  RemoveItem: handleRemoveItem,
  ClearCart: handleClearCart,
  ExpireStale: handleExpireStale,
  GoToCheckout: handleGoToCheckout,
  SetAddressDetail: handleSetAddressDetail,
  SetPhone: handleSetPhone,
  RequestSmsCode: handleRequestSmsCode,
  VerifySmsCode: handleVerifySmsCode,
  EnterCouponCode: handleEnterCouponCode,
  ApplyCoupon: handleApplyCoupon,
  CancelCoupon: handleCancelCoupon,
  ChoosePayment: handleChoosePayment,
  SetComment: handleSetComment,
  SubmitOrder: handleSubmitOrder,
  LoadOrder: handleLoadOrder,
  AnswerPayment: handleAnswerPayment,
  ReturnFromPayment: handleReturnFromPayment,
  AnswerPoll: handleAnswerPoll,
  CloseExitPoll: handleCloseExitPoll,
  LoadOrderProgress: handleLoadOrderProgress,
  ApplyOrderProgress: handleApplyOrderProgress,
  CancelOrder: handleCancelOrder,
  LoadOrderHistory: handleLoadOrderHistory,
  Reorder: handleReorder,
  LogIn: handleLogIn,
  LogOut: handleLogOut,
  SocialLogIn: handleSocialLogIn,
  Join: handleJoin,
  SocialJoin: handleSocialJoin,
  FindId: handleFindId,
  FindPassword: handleFindPassword,
  Withdraw: handleWithdraw,
});
