import 'reflect-metadata/lite';
