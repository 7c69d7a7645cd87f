/**
 * The first version of the legal texts, seeded once at first start (loadReferenceData); the admin edits them in the CMS
 * afterwards (each changed save is a new version). Written against what the product does (docs/architecture.md §4,
 * docs/accounts.md, docs/demands.md, docs/credits.md): change them when the product changes.
 */
export const firstTermsOfUse = `A ConectaSST é uma plataforma on-line que aproxima empresas que precisam de serviços de Saúde e Segurança do Trabalho (SST) de prestadores desses serviços ("parceiros"). Ao usar o site, pedir um orçamento ou criar uma conta de parceiro, você declara ter lido e aceito estes Termos e a Política de Privacidade.

## 1. O que a plataforma faz
A empresa descreve o serviço de que precisa em um pedido de orçamento, sem criar conta e sem custo. Parceiros da região que atendem o serviço veem o pedido sem os dados de contato e podem se inscrever nele usando créditos; cada pedido aceita um número limitado de parceiros. Os inscritos recebem o contato da empresa, e a negociação, a contratação e o pagamento do serviço acontecem diretamente entre as partes, sem comissão da ConectaSST.

## 2. Quem pede um orçamento
- Informe dados verdadeiros e um e-mail que você usa: o pedido só é publicado depois que você confirma o e-mail.
- Seus dados de contato são entregues apenas aos parceiros que se inscreverem no seu pedido.
- Você pode encerrar o pedido pelo link recebido por e-mail.

## 3. Quem é parceiro
- O cadastro é gratuito; os créditos são comprados em pacotes e consumidos somente na inscrição em um pedido.
- Você responde pela veracidade dos dados, registros profissionais e documentos informados; a ConectaSST pode verificá-los e suspender contas com informações falsas.
- Use os contatos recebidos somente para tratar do pedido em que se inscreveu; é proibido revendê-los, divulgá-los ou usá-los para outros fins.
- A senha é pessoal; avise-nos se suspeitar de uso indevido da sua conta.

## 4. Créditos e pagamentos
Os pagamentos são processados pelo Mercado Pago; a ConectaSST não recebe nem guarda os dados do seu cartão. Os créditos são liberados após a confirmação do pagamento. Estornos e contestações retiram os créditos correspondentes, conforme as regras descritas na área "Créditos".

## 5. Responsabilidades
A ConectaSST não presta os serviços de SST anunciados, não garante a contratação e não responde pela qualidade, pelos prazos ou pelos preços combinados entre empresa e parceiro. As informações de referência (como o grau de risco por CNAE da NR-4) são orientativas e não substituem a análise de um profissional habilitado.

## 6. Condutas proibidas
É proibido enviar conteúdo falso, ofensivo ou ilegal, tentar acessar dados de terceiros, sobrecarregar ou contornar os limites do sistema e usar a plataforma para enviar mensagens não solicitadas.

## 7. Alterações destes Termos
Cada alteração publica uma nova versão, com número e data, nesta página. Parceiros com conta são convidados a aceitar a nova versão no próximo acesso.

## 8. Contato e foro
Dúvidas: formulário Fale conosco (/faleconosco). Aplica-se a lei brasileira; fica eleito o foro do domicílio do consumidor, quando houver relação de consumo.`;

export const firstPrivacyPolicy = `Esta Política explica quais dados pessoais a ConectaSST trata, para quê, com que base legal, por quanto tempo e como você exerce seus direitos, nos termos da Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).

## 1. Controladora e encarregado
A controladora dos dados pessoais tratados na plataforma é {{controladora}}, inscrita no CNPJ sob o nº {{cnpj}}, que decide sobre esse tratamento.
Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): {{encarregado}}. Para falar com o encarregado, use {{contato do encarregado}}.

## 2. Dados que tratamos
- De quem pede orçamento: nome, sobrenome, e-mail, telefone, empresa, departamento e cargo, e o local e a descrição do serviço pedido.
- De parceiros: nome, e-mail, telefone, CPF ou CNPJ, endereço, registros profissionais, regiões e serviços atendidos, e o histórico de créditos e compras.
- De todos: o endereço IP e o navegador de cada acesso, usados para segurança e limites contra abuso, e o que o navegador guarda para o site funcionar (a sessão de quem entrou e o rascunho do pedido).
- Não tratamos dados de cartão: o pagamento é feito no Mercado Pago.

## 3. Finalidades e bases legais (LGPD, art. 7º)
- Publicar o pedido de orçamento e entregar o contato aos parceiros inscritos: procedimentos preliminares a um contrato pedidos pelo titular (art. 7º, V).
- Manter a conta do parceiro, vender e registrar créditos e verificar registros profissionais: execução de contrato (art. 7º, V).
- Guardar registros de pagamentos e documentos fiscais: cumprimento de obrigação legal (art. 7º, II).
- Proteger a plataforma (limites por endereço IP, registros de acesso, prevenção de fraude): legítimo interesse (art. 7º, IX), limitado ao necessário.
- Enviar alertas de novos pedidos e e-mails não essenciais: consentimento (art. 7º, I), que você pode retirar a qualquer momento nas preferências ou pelo link do e-mail.
- Defender direitos em processo judicial ou administrativo: art. 7º, VI.

## 4. Compartilhamento
Os dados de contato de um pedido vão somente aos parceiros que se inscreverem nele. Usamos operadores para hospedagem, envio de e-mails e pagamentos (Mercado Pago), que tratam os dados apenas para prestar esses serviços. Não vendemos dados pessoais.

## 5. Retenção
- Pedido de orçamento: os dados de contato ficam guardados enquanto o pedido estiver aberto e, depois, para que você acompanhe e avalie os parceiros pelo link do e-mail, até você pedir a eliminação.
- Conta de parceiro: enquanto a conta existir; depois de um pedido de eliminação, os dados pessoais são apagados como descrito no item 7.
- Compras, pagamentos e notas fiscais: 5 anos a partir do ano seguinte ao da operação (obrigação fiscal), sem dados além dos exigidos.
- Registros de acesso (endereço IP, data e hora): 6 meses (Marco Civil da Internet, art. 15).
- Pedidos feitos com base na LGPD: o registro do pedido e da resposta é guardado como prova de que foi atendido; o texto e o e-mail do pedido são apagados junto com os seus dados.

## 6. Seus direitos (LGPD, art. 18)
Você pode pedir a confirmação de que tratamos seus dados, acesso a eles, correção, anonimização, bloqueio ou eliminação dos desnecessários, portabilidade, informação sobre com quem os compartilhamos, e a eliminação dos dados tratados com base no seu consentimento, além de revogá-lo.
- Cópia dos seus dados: em "Seus dados (LGPD)", no link do seu pedido (quem pediu orçamento) ou em Meus dados (parceiros), o botão "Baixar meus dados" entrega na hora um arquivo com os seus dados, e somente os seus.
- Correção e eliminação: no mesmo lugar, "Pedir correção" e "Pedir exclusão". Cada pedido é registrado com o prazo legal de 15 dias e respondido por e-mail; uma recusa diz o motivo.
- Pelo encarregado: você também pode fazer qualquer pedido pelo contato do item 1, e reclamar à Autoridade Nacional de Proteção de Dados (ANPD).

## 7. Como a eliminação funciona
O histórico da plataforma é um registro de eventos que não é reescrito. Por isso, os dados pessoais gravados nele são cifrados com uma chave própria de cada titular. Quando atendemos um pedido de eliminação, destruímos essa chave (eliminação criptográfica): os seus dados passam a ser ilegíveis para sempre, inclusive nas cópias de segurança, e o restante do histórico (sem identificar você) é preservado. Registros gravados antes da adoção dessa cifragem foram migrados para a mesma chave, ou apagados quando o titular já tinha sido eliminado. Dados que a lei nos obriga a guardar são mantidos apenas pelo prazo legal.

## 8. Segurança
Senhas são guardadas apenas como resumo criptográfico (argon2id), as conexões são cifradas e o acesso administrativo é registrado em trilha de auditoria.

## 9. Alterações desta Política
Cada alteração publica uma nova versão, com número e data, nesta página.`;
