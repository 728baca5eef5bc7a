import { Button, Flex, type InputRef } from 'antd';
import Input from 'antd/es/input/Input';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../forms/FormField';
import { Chip } from '../../widgets/Chip';
import type { PromoCodeBox } from './PromoCodeBox';
import { VerticalForm } from '../../forms/VerticalForm';

const APPLIED_ID = 'payment-promo-applied';

/** An applied code, as antd's filled Tag shows one. */
const FILLED: CSSProperties = {
  fontSize: 14,
  lineHeight: '20px',
  color: 'var(--ant-color-text)',
  background: 'var(--ant-color-fill-tertiary)',
  border: 'var(--ant-line-width) var(--ant-line-type) transparent',
};

/** The promo box: a code to apply, and the codes the order carries, each with Remove. */
export const PromoBox = observer(function PromoBox({ box }: { box: PromoCodeBox }) {
  const { t } = useTranslation();

  // A Remove button leaves the page with its code (and is disabled meanwhile): the keyboard focus
  // goes to the Remove button that takes its place, or to the field once no code is left, rather
  // than falling back to the page's start.
  const field = useRef<InputRef>(null);
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const busy = box.change.running;
  useEffect(() => {
    if (busy || removedAt.current === null) return;
    const index = removedAt.current;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else field.current?.focus();
  }, [busy]);

  return (
    <div>
      <VerticalForm onSubmit={() => void box.apply()}>
        <FormField id="payment-promo" label={t('payment.promo.label')} error={box.change.failure}>
          {(control) => (
            <Flex gap={8}>
              <Input
                ref={field}
                {...control}
                autoComplete="off"
                value={box.text}
                onChange={(event) => box.type(event.target.value)}
              />
              <Button htmlType="submit" loading={busy}>
                {t('payment.promo.apply')}
              </Button>
            </Flex>
          )}
        </FormField>
      </VerticalForm>
      {box.appliedCodes.length > 0 && (
        <>
          <p id={APPLIED_ID} style={{ marginBottom: 8 }}>
            {t('payment.promo.applied')}
          </p>
          <ul ref={list} aria-labelledby={APPLIED_ID} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {box.appliedCodes.map((code, index) => (
              <li key={code} style={{ marginBottom: 8 }}>
                <Flex align="center" gap={8}>
                  <Chip style={FILLED}>{code}</Chip>
                  <Button
                    size="small"
                    disabled={busy}
                    aria-label={t('payment.promo.removeCode', { code })}
                    onClick={() => {
                      removedAt.current = index;
                      void box.remove(code);
                    }}
                  >
                    {t('payment.promo.remove')}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
