// Given names and surnames common in Portugal, for the de-identification check (patient-privacy.ts):
// a capitalised given name followed by a surname (or another given name) is a person's name. Written
// for this project from the names Portuguese registries list most often; lower case, without accents
// (the check compares them so), one list each. A name missing here is still found after Sr./Sra./D./Dona.

const GIVEN = `
ana maria joana ines beatriz mariana catarina sofia rita sara leonor matilde carolina francisca
margarida luisa marta patricia teresa helena isabel cristina sandra susana paula filipa raquel
claudia carla vanessa andreia diana daniela barbara tania sonia fernanda rosa lucia fatima
manuela graca conceicao gloria lurdes natalia olga alice irene celia judite amelia adelaide
alexandra juliana bruna laura clara eva lara alicia benedita madalena constanca camila luana
vitoria yara ivone regina rosario emilia eduarda mafalda nadia elisa lidia edite deolinda
aurora ermelinda arminda otilia albertina custodia esperanca gracinda idalina palmira
marisa liliana mirela tatiana veronica silvia elsa ema iris lia noemia dulce
joao jose antonio manuel francisco pedro luis carlos paulo jorge rui miguel tiago nuno andre
ricardo bruno diogo goncalo rodrigo tomas duarte martim santiago afonso lourenco guilherme
henrique gabriel rafael david daniel samuel simao vasco salvador vicente dinis gustavo lucas
fernando alberto armando artur augusto abel adriano alvaro americo antero aurelio belmiro
bernardo caetano celestino cesar delfim domingos eduardo emanuel ernesto eugenio fabio
filipe gil hugo horacio ivo jaime joaquim julio leonel leandro marco mario mauricio
norberto octavio orlando raul renato rogerio ruben sebastiao sergio telmo valter vitor xavier
alexandre acacio agostinho amadeu anibal arnaldo benjamim casimiro custodio eurico felisberto
fausto florentino gaspar gervasio hermenegildo hilario inacio jacinto leopoldo lucio
marcelino narciso nelson oscar quim reinaldo sandro silvio teodoro tito ulisses valdemar
`;

const SURNAMES = `
silva santos ferreira pereira oliveira costa rodrigues martins jesus sousa fernandes goncalves
gomes lopes marques alves almeida ribeiro pinto carvalho teixeira moreira correia mendes nunes
soares vieira monteiro cardoso rocha raposo neves coelho cruz cunha pires ramos reis simoes
antunes matos fonseca machado araujo barbosa tavares lourenco castro figueiredo azevedo freitas
henriques paiva batista baptista brito guerreiro valente amaral bastos campos carneiro cavaco
esteves faria guerra leite lima loureiro macedo magalhaes maia miranda morais moura
nogueira pacheco pinheiro quaresma queiros rebelo sampaio seabra serrano sequeira taveira torres
vaz veloso vasconcelos xavier abreu aguiar amorim andrade barros belo borges branco brandao
calado cabral caldeira carmo casimiro coutinho dias domingues duarte estevao frade frazao
franco gaspar godinho graca jorge leal leitao louro lucas luz madeira mata medeiros melo
mota novais pais patricio penedo prata quintas resende salgado salvador sardinha seixas serra
tome valadares ventura vicente viana
`;

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const GIVEN_NAMES = words(GIVEN);
export const SURNAMES_SET = words(SURNAMES);
