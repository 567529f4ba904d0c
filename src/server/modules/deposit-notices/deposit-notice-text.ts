import type { Language } from '../../../shared/language-path';
import { formatMoney } from '../../../shared/money';

/** What a deposit notice says: the facts of one lease's deposit and where it is held. */
export interface DepositNoticeFacts {
  companyName: string;
  companyAddress: string;
  tenantNames: string[];
  premises: string;
  amountCents: number;
  /** The company-local day it was received (YYYY-MM-DD). */
  receivedOn: string;
  bankName: string;
  bankAddress: string;
  /** The day the notice is dated. */
  date: string;
}

const longDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * The disclosure §83.49(2)(d), Florida Statutes, requires in capitals, word for word. The Spanish
 * notice carries a translation and this English text as the one the statute prescribes.
 */
export const STATUTORY_DISCLOSURE =
  'YOUR LEASE REQUIRES PAYMENT OF CERTAIN DEPOSITS. THE LANDLORD MAY TRANSFER ADVANCE RENTS TO THE LANDLORD’S ACCOUNT AS THEY ARE DUE AND WITHOUT NOTICE. WHEN YOU MOVE OUT, YOU MUST GIVE THE LANDLORD YOUR NEW ADDRESS SO THAT THE LANDLORD CAN SEND YOU NOTICES REGARDING YOUR DEPOSIT. THE LANDLORD MUST MAIL YOU NOTICE, WITHIN 30 DAYS AFTER YOU MOVE OUT, OF THE LANDLORD’S INTENT TO IMPOSE A CLAIM AGAINST THE DEPOSIT. IF YOU DO NOT REPLY TO THE LANDLORD STATING YOUR OBJECTION TO THE CLAIM WITHIN 15 DAYS AFTER RECEIPT OF THE LANDLORD’S NOTICE, THE LANDLORD WILL COLLECT THE CLAIM AND MUST MAIL YOU THE REMAINING DEPOSIT, IF ANY. IF THE LANDLORD FAILS TO TIMELY MAIL YOU NOTICE, THE LANDLORD MUST RETURN THE DEPOSIT BUT MAY LATER FILE A LAWSUIT AGAINST YOU FOR DAMAGES. IF YOU FAIL TO TIMELY OBJECT TO A CLAIM, THE LANDLORD MAY COLLECT FROM THE DEPOSIT, BUT YOU MAY LATER FILE A LAWSUIT CLAIMING A REFUND. YOU SHOULD ATTEMPT TO INFORMALLY RESOLVE ANY DISPUTE BEFORE FILING A LAWSUIT. GENERALLY, THE PARTY IN WHOSE FAVOR A JUDGMENT IS RENDERED WILL BE AWARDED COSTS AND ATTORNEY FEES PAYABLE BY THE LOSING PARTY. THIS DISCLOSURE IS BASIC. PLEASE REFER TO PART II OF CHAPTER 83, FLORIDA STATUTES, TO DETERMINE YOUR LEGAL RIGHTS AND OBLIGATIONS.';

const DISCLOSURE_ES =
  'SU CONTRATO DE ARRENDAMIENTO EXIGE EL PAGO DE CIERTOS DEPÓSITOS. EL ARRENDADOR PUEDE TRANSFERIR LAS RENTAS ANTICIPADAS A SU CUENTA A MEDIDA QUE VENZAN Y SIN AVISO. CUANDO SE MUDE, DEBE DAR AL ARRENDADOR SU NUEVA DIRECCIÓN PARA QUE LE ENVÍE LOS AVISOS SOBRE SU DEPÓSITO. EL ARRENDADOR DEBE ENVIARLE POR CORREO, DENTRO DE LOS 30 DÍAS SIGUIENTES A SU MUDANZA, EL AVISO DE SU INTENCIÓN DE RECLAMAR CONTRA EL DEPÓSITO. SI USTED NO RESPONDE AL ARRENDADOR OBJETANDO EL RECLAMO DENTRO DE LOS 15 DÍAS SIGUIENTES A RECIBIR EL AVISO, EL ARRENDADOR COBRARÁ EL RECLAMO Y DEBE ENVIARLE EL RESTO DEL DEPÓSITO, SI LO HUBIERA. SI EL ARRENDADOR NO LE ENVÍA EL AVISO A TIEMPO, DEBE DEVOLVERLE EL DEPÓSITO, PERO PUEDE DEMANDARLE DESPUÉS POR DAÑOS. SI USTED NO OBJETA UN RECLAMO A TIEMPO, EL ARRENDADOR PUEDE COBRARLO DEL DEPÓSITO, PERO USTED PUEDE DEMANDAR DESPUÉS EL REEMBOLSO. DEBE INTENTAR RESOLVER CUALQUIER DISPUTA DE MANERA INFORMAL ANTES DE DEMANDAR. EN GENERAL, A LA PARTE A CUYO FAVOR SE DICTE SENTENCIA SE LE CONCEDERÁN LAS COSTAS Y LOS HONORARIOS DE ABOGADO A CARGO DE LA PARTE PERDEDORA. ESTA DIVULGACIÓN ES BÁSICA. CONSULTE LA PARTE II DEL CAPÍTULO 83 DE LOS ESTATUTOS DE FLORIDA PARA CONOCER SUS DERECHOS Y OBLIGACIONES.';

/** The notice's title, paragraphs and disclosure(s), in the tenant's language. */
export function depositNoticeText(facts: DepositNoticeFacts, language: Language) {
  const amount = formatMoney(facts.amountCents);
  const received = longDay(facts.receivedOn, language);
  const where = [facts.bankName, facts.bankAddress].filter(Boolean).join(', ');
  if (language === 'es') {
    return {
      title: 'Aviso sobre su depósito de seguridad',
      subject: 'Dónde se guarda su depósito de seguridad',
      date: longDay(facts.date, 'es'),
      to: `Para: ${facts.tenantNames.join(', ')}`,
      premises: `Vivienda: ${facts.premises}`,
      paragraphs: [
        `Recibimos su depósito de seguridad de ${amount} el ${received}.`,
        `Su depósito se guarda en una cuenta separada, que no devenga intereses, en ${where}, apartado de nuestro propio dinero y del dinero de los propietarios, como exige la sección 83.49 de los Estatutos de Florida. No se usará antes de que usted termine el contrato y se liquide el depósito.`,
        'Este aviso se le envía dentro de los 30 días siguientes a haber recibido su depósito (sección 83.49(2)).',
      ],
      disclosure: [DISCLOSURE_ES, `Texto que exige la ley: ${STATUTORY_DISCLOSURE}`],
    };
  }
  return {
    title: 'Notice of your security deposit',
    subject: 'Where your security deposit is held',
    date: longDay(facts.date, 'en'),
    to: `To: ${facts.tenantNames.join(', ')}`,
    premises: `Premises: ${facts.premises}`,
    paragraphs: [
      `We received your security deposit of ${amount} on ${received}.`,
      `Your deposit is held in a separate non-interest-bearing account at ${where}, apart from our own money and from the owners' money, as section 83.49, Florida Statutes, requires. It will not be used before your lease ends and the deposit is settled.`,
      'This notice is sent to you within 30 days of receiving your deposit (section 83.49(2)).',
    ],
    disclosure: [STATUTORY_DISCLOSURE],
  };
}
