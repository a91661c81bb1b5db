import type { CulturalBackground } from '@kindred/contract';

/**
 * Where demo daters come from. Each group ties countries to plausible cultural backgrounds and
 * first names from the same place, so a name, a country and a background never contradict each
 * other. `weight` roughly follows where an English-language app would find daters.
 */
export interface CultureGroup {
  countries: readonly string[];
  backgrounds: readonly CulturalBackground[];
  female: readonly string[];
  male: readonly string[];
  weight: number;
}

function group(countries: string[], backgrounds: CulturalBackground[], female: string[], male: string[], weight: number): CultureGroup {
  return { countries, backgrounds, female, male, weight };
}

const words = (list: string) => list.split(' ');

export const CULTURE_GROUPS: readonly CultureGroup[] = [
  // Southern Africa
  group(['South Africa'], ['African'], words('Thandi Lerato Naledi Zanele Palesa Nomvula Refilwe Busisiwe Mpho'), words('Sipho Thabo Lwazi Mandla Bongani Tumelo Lindani Sizwe'), 3),
  group(['South Africa', 'Namibia'], ['White', 'Mixed'], words('Annelie Marike Chantelle Liezl Carmen Jodie'), words('Pieter Ruan Wian Jason Ethan Francois'), 2),
  group(['Botswana'], ['African'], words('Kefilwe Boitumelo Onalenna Masego'), words('Kagiso Kabelo Tebogo Onkemetse'), 1),
  group(['Zimbabwe'], ['African'], words('Chipo Tariro Rudo Nyasha'), words('Tendai Tinashe Farai Tatenda'), 1),
  group(['Zambia'], ['African'], words('Mwila Chanda Natasha Bupe'), words('Mulenga Bwalya Chilufya Mwansa'), 1),
  group(['Namibia'], ['African'], words('Ndapewa Selma Ndeshi Frieda'), words('Tangeni Johannes Petrus Hafeni'), 1),
  // East Africa
  group(['Kenya'], ['African'], words('Wanjiru Achieng Nyambura Wambui Imani Njeri'), words('Otieno Kamau Mwangi Omondi Jabari Kiprono'), 2),
  group(['Tanzania'], ['African'], words('Neema Zawadi Amani Rehema'), words('Baraka Juma Musa Elia'), 1),
  group(['Uganda'], ['African'], words('Nakato Nansubuga Apio Akello'), words('Kato Okello Wasswa Brian'), 1),
  // West Africa
  group(['Nigeria'], ['African'], words('Chiamaka Adaeze Yetunde Ngozi Funmilayo Temitope Zainab'), words('Chinedu Tunde Emeka Olumide Segun Ifeanyi Abdul'), 3),
  group(['Ghana'], ['African'], words('Akosua Efua Abena Ama Adwoa'), words('Kwame Kofi Yaw Kwabena Kojo'), 2),
  // North Africa and the Middle East
  group(['Egypt', 'Morocco', 'Saudi Arabia', 'United Arab Emirates'], ['Middle Eastern'], words('Layla Yasmin Nour Salma Amira Rania Dina Hana'),
    words('Omar Karim Youssef Tariq Amir Khalid Sami Hassan'), 2),
  group(['Turkey'], ['Middle Eastern'], words('Elif Zeynep Defne Ece'), words('Emre Can Burak Kerem'), 1),
  group(['Israel'], ['Middle Eastern', 'White'], words('Noa Tamar Shira Yael'), words('Eitan Yoni Ariel Itai'), 1),
  // South Asia
  group(['India'], ['Asian'], words('Priya Ananya Meera Kavya Ishita Riya Divya'), words('Arjun Rohan Vikram Rahul Kabir Aditya Nikhil'), 3),
  group(['Pakistan'], ['Asian'], words('Aisha Farah Sana Hira'), words('Imran Hamza Bilal Usman'), 1),
  group(['Bangladesh'], ['Asian'], words('Nusrat Tasnim Farzana Mim'), words('Farhan Tanvir Rafiq Sakib'), 1),
  // East and South-East Asia
  group(['China', 'Singapore'], ['Asian'], words('Mei Xinyi Lin Jia Yan'), words('Wei Hao Zhi Jun Ming'), 2),
  group(['Japan'], ['Asian'], words('Yuki Haruka Aiko Sakura'), words('Kenji Daichi Ren Haruto'), 1),
  group(['South Korea'], ['Asian'], words('Ji-woo Seo-yeon Hye-jin Min-ji'), words('Min-jun Ji-ho Seung-woo Hyun'), 1),
  group(['Vietnam', 'Thailand'], ['Asian'], words('Linh Mai Thao Pim Nok'), words('Minh Anh Duc Krit Thanawat'), 1),
  group(['Indonesia', 'Malaysia', 'Singapore'], ['Asian'], words('Ayu Putri Siti Nadia Dewi'), words('Rizal Bayu Arif Dimas Hafiz'), 2),
  group(['Philippines'], ['Asian'], words('Bea Andrea Kristine Joy'), words('Paolo Miguel Jomar Carlo'), 1),
  // The Americas
  group(['Mexico', 'Argentina', 'Chile', 'Colombia', 'Peru'], ['Hispanic/Latino'], words('Valentina Camila Mariana Ximena Gabriela Daniela Paula Lucía'),
    words('Mateo Santiago Diego Joaquín Andrés Luis Emiliano Sebastián'), 3),
  group(['Brazil'], ['Hispanic/Latino', 'Mixed'], words('Fernanda Luciana Renata Beatriz Larissa'), words('Thiago Rafael Felipe Gabriel Bruno'), 2),
  group(['United States'], ['African American'], words('Keisha Imani Jasmine Aaliyah Monique Brianna'), words('Darnell Marcus Andre Jalen Terrence Malik'), 2),
  group(['United States', 'Canada'], ['Native American'], words('Winona Shandiin Tallulah Dawn'), words('Dakota Jesse Tyson Cody'), 1),
  group(['United States', 'Mexico'], ['Hispanic/Latino'], words('Sofia Isabella Adriana Marisol'), words('Carlos Javier Alejandro Marco'), 1),
  // Europe
  group(['Spain'], ['White'], words('Lucía Marta Carmen Alba'), words('Pablo Javier Álvaro Sergio'), 1),
  group(['Portugal'], ['White'], words('Inês Beatriz Mariana Leonor'), words('João Tiago Duarte Rui'), 1),
  group(['Italy'], ['White'], words('Giulia Chiara Alessia Francesca'), words('Luca Marco Alessandro Matteo'), 1),
  group(['Greece'], ['White'], words('Eleni Sofia Katerina Despina'), words('Nikos Dimitris Giorgos Yannis'), 1),
  group(['Germany', 'Austria', 'Switzerland'], ['White'], words('Clara Lena Anna Johanna Mia'), words('Lukas Jonas Felix Maximilian Tobias'), 2),
  group(['France', 'Belgium', 'Switzerland'], ['White'], words('Léa Camille Manon Élodie'), words('Mathieu Julien Antoine Hugo'), 2),
  group(['Netherlands', 'Belgium'], ['White'], words('Sanne Fleur Lotte Femke'), words('Niels Daan Bram Joris'), 1),
  group(['Sweden', 'Norway', 'Denmark'], ['White'], words('Freya Ingrid Astrid Maren Elin'), words('Lars Erik Mikkel Sven Oskar'), 2),
  group(['Finland'], ['White'], words('Aino Sanna Helmi'), words('Eero Mikko Juho'), 1),
  group(['Poland'], ['White'], words('Kasia Zuzanna Agnieszka'), words('Jakub Tomasz Bartek'), 1),
  group(['Czech Republic'], ['White'], words('Tereza Zuzana Klára'), words('Ondřej Pavel Jakub'), 1),
  group(['Ukraine', 'Russia'], ['White'], words('Oksana Anya Daria Olena'), words('Dmytro Mikhail Andriy Ivan'), 1),
  // The English-speaking world
  group(['United States', 'Canada', 'United Kingdom', 'Australia', 'New Zealand'], ['White'], words('Hannah Chloe Grace Olivia Megan Rosie Kate Abigail Holly'),
    words('Jack Liam Ethan Noah Caleb Callum Owen Harry Ben'), 5),
  group(['Ireland', 'United Kingdom'], ['White'], words('Siobhan Niamh Aoife Ciara'), words('Ciarán Rory Cillian Declan'), 1),
  group(['New Zealand', 'Australia'], ['Pacific Islander'], words('Aroha Mere Leilani Losa Moana'), words('Tama Wiremu Sione Manaia Ropata'), 1),
  group(['United Kingdom', 'Canada', 'Australia'], ['Mixed'], words('Maya Zara Ella Naomi Leah'), words('Kai Jordan Isaac Elijah Nathan'), 2),
  group(['United Kingdom', 'Canada'], ['Asian'], words('Anika Simran Jaspreet'), words('Ravi Sanjay Dev'), 1),
  group(['United Kingdom', 'France'], ['African'], words('Fatou Aminata Grace'), words('Moussa Ibrahim Kwesi'), 1),
];
