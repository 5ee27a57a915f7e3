import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

// docs/product-spec.md §9, FAQ rules, plus what a buyer asks next.
const FAQ: { q: string; a: string }[] = [
  {
    q: '¿Qué incluye el plan Free?',
    a: 'El plan Free tiene una asignación diaria de 5 mensajes y un máximo de 25 mensajes al mes, además de 500 créditos de integración mensuales.',
  },
  {
    q: '¿Qué es un crédito de mensaje?',
    a: 'Cada petición de IA consume un crédito de mensaje: generar una app en el constructor, pedir un cambio a tu app o generar la especificación técnica de un proyecto.',
  },
  {
    q: '¿Cuánto cuesta una integración?',
    a: 'Cada petición de integración cuesta 1 crédito: generar una imagen, analizar una URL o enviar un correo.',
  },
  {
    q: '¿Qué pasa cuando llego al límite?',
    a: 'Al alcanzar el límite mensual no es posible enviar más mensajes ni peticiones de integración hasta el siguiente ciclo de facturación. En el plan Free, al llegar a los 5 mensajes del día podrás seguir al día siguiente. Puedes mejorar tu plan en cualquier momento para seguir creando.',
  },
  {
    q: '¿Se renuevan los créditos cada mes?',
    a: 'Sí. Al comienzo de cada ciclo de facturación tus créditos vuelven a la cantidad de tu plan. Los créditos no usados no se acumulan.',
  },
  {
    q: '¿Puedo cambiar de plan o cancelar?',
    a: 'Sí. Con «Gestionar suscripción» puedes cambiar de plan, actualizar tu método de pago o cancelar cuando quieras.',
  },
];

export function PricingFaq() {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
    >
      {FAQ.map((item, i) => (
        <Accordion.Item key={item.q} value={`faq-${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-stone-900 hover:bg-stone-50">
                {item.q}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-stone-600 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-sm leading-relaxed text-stone-700">
            {item.a}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
