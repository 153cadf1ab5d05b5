import { Text, View } from '@tarojs/components';
import { Button, Input, Switch, TextArea } from '@nutui/nutui-react-taro';
import type { ReactNode } from 'react';
import './setup-form.scss';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** 'digit' brings up the number pad on phones. */
  type?: 'text' | 'digit' | 'number';
  placeholder?: string;
  maxLength?: number;
  /** A class on the row, for tests and browser tests to find it. */
  name: string;
}

/** A labelled one-line input. */
export function TextField(props: TextFieldProps) {
  return (
    <View className={`setup-field setup-field--${props.name}`}>
      <Text className='setup-field__label'>{props.label}</Text>
      <Input
        className='setup-field__input'
        value={props.value}
        type={props.type ?? 'text'}
        placeholder={props.placeholder ?? ''}
        maxLength={props.maxLength ?? 200}
        onChange={(value) => props.onChange(String(value))}
      />
    </View>
  );
}

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength?: number;
  placeholder?: string;
  name: string;
}

export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <View className={`setup-field setup-field--block setup-field--${props.name}`}>
      <Text className='setup-field__label'>{props.label}</Text>
      <TextArea
        className='setup-field__textarea'
        value={props.value}
        maxLength={props.maxLength ?? 500}
        placeholder={props.placeholder}
        onChange={(value) => props.onChange(String(value))}
      />
    </View>
  );
}

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  name: string;
}

export function SwitchField(props: SwitchFieldProps) {
  return (
    <View className={`setup-field setup-field--${props.name}`}>
      <Text className='setup-field__label'>{props.label}</Text>
      <Switch checked={props.checked} onChange={(checked) => props.onChange(checked)} />
    </View>
  );
}

export interface ChoiceFieldProps<V extends string | number> {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange(value: V): void;
  name: string;
}

/**
 * A row of chips, one chosen. Plain views rather than NutUI Radio: NutUI's icons
 * render nothing in mini-programs, and a chip reads at a glance.
 */
export function ChoiceField<V extends string | number>(props: ChoiceFieldProps<V>) {
  return (
    <View className={`setup-field setup-field--block setup-field--${props.name}`}>
      <Text className='setup-field__label'>{props.label}</Text>
      <View className='setup-choice'>
        {props.options.map((option) => (
          <Text
            key={String(option.value)}
            className={
              option.value === props.value ? 'setup-choice__item setup-choice__item--chosen' : 'setup-choice__item'
            }
            onClick={() => props.onChange(option.value)}
          >
            {option.label}
          </Text>
        ))}
      </View>
    </View>
  );
}

/** The form's message line: what to fix before saving. */
export function FormError({ text }: { text: string }) {
  return text ? <Text className='setup-form__error'>{text}</Text> : null;
}

export interface FormActionsProps {
  onSave(): void;
  saving: boolean;
  saveText: string;
  /** Secondary actions (delete), shown below. */
  children?: ReactNode;
}

export function FormActions({ onSave, saving, saveText, children }: FormActionsProps) {
  return (
    <View className='setup-form__actions'>
      <Button type='primary' block loading={saving} disabled={saving} className='setup-form__save' onClick={onSave}>
        {saveText}
      </Button>
      {children}
    </View>
  );
}
